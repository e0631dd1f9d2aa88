import { REQUISITE_KIND_NAMES, type Requisite } from '@vyplaty/contracts';
import { formatPhone } from '../../../lib/format';

/** What a row of the list says about a requisite: its kind and the details a person recognises it by. */
export function describeRequisite(requisite: Requisite): { title: string; details: string } {
  const title = REQUISITE_KIND_NAMES[requisite.kind];
  if (requisite.kind === 'BANK_ACCOUNT') {
    return {
      title,
      details: `${requisite.account_number ?? ''} · ${requisite.bank_name ?? ''}, БИК ${requisite.bik ?? ''}`,
    };
  }
  if (requisite.kind === 'CARD') return { title, details: requisite.card_number_masked ?? '' };
  const phone = requisite.sbp_phone ? formatPhone(requisite.sbp_phone) : '';
  return { title, details: `${phone} · ${requisite.sbp_bank_name ?? 'банк не из списка СБП'}` };
}
