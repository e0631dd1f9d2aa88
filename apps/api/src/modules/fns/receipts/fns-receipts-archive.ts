/**
 * The company's receipts of a period for the report «Архив чеков» (issue 28, modules/reports): every receipt FNS
 * gave a number whose income time falls in the period (Moscow days, both included), cancelled ones too, with the
 * contractor's name and the cancel reason in words; read a page at a time so a year of receipts is never held.
 */

import type { AppContext } from '../../../context.js';
import type { FnsReceiptStatus } from '../../../db/schema/index.js';
import { moscowDayStart } from '../../../lib/moscow-time.js';
import { DEFAULT_CANCEL_REASONS } from './fns-cancel-reasons.js';
import { countPeriodReceipts, type ReceiptCursor, selectPeriodReceipts } from './fns-receipts-archive.repo.js';

export type PeriodReceipt = {
  id: string;
  /** FNS ReceiptId: the receipt's number. */
  number: string;
  link: string | null;
  status: FnsReceiptStatus;
  services: { name: string; amountKopecks: bigint; quantity: number }[];
  totalKopecks: bigint;
  operationTime: Date;
  registeredAt: Date | null;
  contractorFio: string;
  contractorInn: string;
  companyInn: string;
  companyName: string;
  canceledAt: Date | null;
  /** «Возврат средств» / «Чек сформирован ошибочно», or null. */
  cancelReason: string | null;
};

const PAGE = 200;

/** [00:00 of `from`, 00:00 of the day after `to`) in Moscow. */
export const periodBounds = (from: string, to: string) => ({
  from: moscowDayStart(from),
  to: new Date(moscowDayStart(to).getTime() + 86_400_000),
});

export const countCompanyPeriodReceipts = (ctx: Pick<AppContext, 'db'>, customerId: string, from: string, to: string) =>
  countPeriodReceipts(ctx.db, customerId, periodBounds(from, to));

/** The period's receipts by income time, page by page. */
export async function* companyPeriodReceipts(
  ctx: Pick<AppContext, 'db'>,
  customerId: string,
  from: string,
  to: string,
  pageSize = PAGE,
): AsyncGenerator<PeriodReceipt> {
  const period = periodBounds(from, to);
  let after: ReceiptCursor | null = null;
  for (;;) {
    const rows = await selectPeriodReceipts(ctx.db, customerId, period, after, pageSize);
    for (const r of rows) {
      yield {
        id: r.id,
        number: r.receiptId!,
        link: r.link,
        status: r.status,
        services: r.services,
        totalKopecks: r.totalKopecks,
        operationTime: r.operationTime,
        registeredAt: r.registeredAt,
        contractorFio: [r.lastName, r.firstName, r.patronymic].filter(Boolean).join(' '),
        contractorInn: r.inn,
        companyInn: r.customerInn,
        companyName: r.customerOrganization,
        canceledAt: r.canceledAt,
        cancelReason: r.cancelReason
          ? (DEFAULT_CANCEL_REASONS.find((c) => c.code === r.cancelReason)?.description ?? r.cancelReason)
          : null,
      };
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { at: last.operationTime, id: last.id };
  }
}
