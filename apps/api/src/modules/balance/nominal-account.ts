/**
 * The platform's nominal account as the company sees it: the requisites it pays its top-ups to (from
 * configuration, integrations/bank/nominal-account.ts), the number of its nominal account contract and
 * the purpose line its payment order must carry, so the statement reader can tell whose money arrived.
 */
import type { NominalAccount } from '@vyplaty/contracts';
import type { Config } from '../../config.js';
import { nominalAccountRequisites } from '../../integrations/bank/nominal-account.js';

/** «НС-1A2B3C4D»: the company's nominal account contract, from its id (stable, unique enough to read aloud). */
export const contractNumberOf = (customerId: string) =>
  `НС-${customerId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

/** The contract number inside a payment's purpose, if the payer wrote it. */
export const contractNumberIn = (purpose: string): string | null => {
  const match = /НС-([0-9A-F]{8})/i.exec(purpose);
  return match ? `НС-${match[1]!.toUpperCase()}` : null;
};

/** What the company writes in its payment order's purpose. */
export const topUpPurpose = (customer: { id: string; inn: string }) =>
  `Пополнение баланса по договору № ${contractNumberOf(customer.id)} ИНН ${customer.inn}. НДС не облагается`;

export function nominalAccountFor(config: Config, customer: { id: string; inn: string }): NominalAccount {
  const requisites = nominalAccountRequisites(config);
  return {
    recipient: requisites.recipient,
    inn: requisites.inn,
    kpp: requisites.kpp,
    account_number: requisites.accountNumber,
    bank_name: requisites.bankName,
    bik: requisites.bik,
    correspondent_account: requisites.correspondentAccount,
    purpose: topUpPurpose(customer),
  };
}
