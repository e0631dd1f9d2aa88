/**
 * POST …/individual/mass_payout/import_file/create (inside withIdempotency's transaction): a registry the
 * company entered by hand on /payments/mass-individual-payment/form. Its rows are written into the
 * portal's template (the file it stands for, «Реестр, введённый вручную …xlsx») and it is then exactly an
 * uploaded registry: stored, imported and checked by the job, with the same reasons, error report,
 * repeats and pay (docs/decisions/mass-payouts.md «The hand-entered registry»).
 */
import { createHash } from 'node:crypto';
import type { MassPayout, MassPayoutFormRequest, PayoutKind } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { newStorageKey } from '../../lib/storage.js';
import type { ColumnKey } from './import/registry-columns.js';
import { CONTRACTOR_TYPE_WORDS, METHOD_WORDS } from './import/registry-columns.js';
import { registryTemplateWorkbook } from './import/registry-xlsx.js';
import { XLSX_MIME_TYPE } from './mass-payout-files.service.js';
import { moscowDay } from './mass-payout-view.js';
import { createMassPayout } from './mass-payouts.service.js';

type FormRow = MassPayoutFormRequest['rows'][number];

const cellsOf = (kind: PayoutKind, row: FormRow, index: number): Partial<Record<ColumnKey, string>> => ({
  number: String(index + 1),
  lastName: row.last_name,
  firstName: row.first_name,
  middleName: row.middle_name ?? '',
  inn: row.inn,
  contractorType: CONTRACTOR_TYPE_WORDS[kind],
  phone: row.phone ?? '',
  amount: row.amount,
  method: METHOD_WORDS[row.method],
  cardNumber: row.card_number ?? '',
  accountNumber: row.account_number ?? '',
  bik: row.bik ?? '',
  passport: row.passport ?? '',
  snils: row.snils ?? '',
  contractNumber: row.contract_number ?? '',
  periodFrom: row.period_from ?? '',
  periodTo: row.period_to ?? '',
  actDate: row.act_date ?? '',
  externalId: row.external_id ?? '',
});

export async function createMassPayoutFromForm(
  txCtx: TxContext<ActorContext>,
  kind: PayoutKind,
  input: MassPayoutFormRequest,
): Promise<MassPayout> {
  const bytes = await registryTemplateWorkbook(
    kind,
    input.rows.map((row, index) => cellsOf(kind, row, index)),
  );
  const storageKey = newStorageKey();
  await txCtx.storage.put(storageKey, bytes);
  const { registry } = await createMassPayout(txCtx, kind, 'EXCEL', {
    name: `Реестр, введённый вручную ${moscowDay(txCtx.now())}.xlsx`,
    kind: 'xlsx',
    mimeType: XLSX_MIME_TYPE,
    storageKey,
    sizeBytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
  return registry;
}
