/**
 * SQL of the company's reports over payouts (modules/reports through payouts' index.ts): the payouts made in a
 * period page by page (keyset on created_at, id — the index payouts_list_all_added) with their contractor,
 * receipt, act and task; and the ГПХ payouts paid in a period (НДФЛ), per payout and summed per person and
 * Moscow month. Every query is scoped by the company's id, and so is every join.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

/** A timestamptz as Moscow wall time (UTC+3 all year; no time zone data needed, PGlite has none to rely on). */
const moscow = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '3 hours')`;

export type PayoutReportRowRaw = {
  id: string;
  number: number;
  kind: 'NPD' | 'INDIVIDUAL';
  status: string;
  amount: string;
  ndfl: string;
  net: string;
  contributions: string;
  serviceName: string;
  bankReference: string | null;
  createdAt: string;
  paidAt: string | null;
  lastName: string | null;
  firstName: string | null;
  patronymic: string | null;
  inn: string | null;
  receiptId: string | null;
  receiptLink: string | null;
  receiptAt: string | null;
  receiptStatus: string | null;
  actNumber: number | null;
  actDate: string | null;
  taskNumber: number | null;
  taskName: string | null;
  cursorAt: string;
};

/** One page of the payouts created in [from, to), oldest first, after the key (created_at as text, id). */
export async function selectPayoutsForReport(
  db: Db,
  input: { customerId: string; from: Date; to: Date; after: { at: string; id: string } | null; limit: number },
): Promise<PayoutReportRowRaw[]> {
  const { customerId, after } = input;
  const result = await db.execute(sql`
    select p.id, p.number, p.kind, p.status, p.amount_kopecks::text as amount, p.ndfl_kopecks::text as ndfl,
           p.net_kopecks::text as net, p.contributions_kopecks::text as contributions,
           p.service_name as "serviceName", p.bank_reference as "bankReference",
           to_char(${moscow(sql`p.created_at`)}, 'DD.MM.YYYY HH24:MI') as "createdAt",
           to_char(${moscow(sql`p.paid_at`)}, 'DD.MM.YYYY HH24:MI') as "paidAt",
           e.last_name as "lastName", e.first_name as "firstName", e.patronymic, e.inn,
           r.receipt_id as "receiptId", r.link as "receiptLink", to_char(${moscow(sql`r.operation_time`)}, 'DD.MM.YYYY') as "receiptAt",
           r.status as "receiptStatus",
           coalesce(linked.number, pair_act.number) as "actNumber",
           to_char(coalesce(linked.date, pair_act.date), 'DD.MM.YYYY') as "actDate",
           t.number as "taskNumber", t.name as "taskName",
           p.created_at::text as "cursorAt"
      from payouts p
      join employees e on e.id = p.employee_id
      left join fns_receipts r on r.payout_id = p.id and r.customer_id = ${customerId}
      left join task_employees te on te.payout_id = p.id and te.customer_id = ${customerId}
      left join tasks t on t.id = te.task_id and t.customer_id = ${customerId}
      -- The newest act linked to the payout (document_links by payout id), else the task pair's act: each by an
      -- index, never a scan of the company's documents per payout.
      left join lateral (
        select d.number, d.date from document_links l
          join documents d on d.id = l.document_id
         where l.payout_id = p.id and l.customer_id = ${customerId}
           and d.customer_id = ${customerId} and d.kind = 'ACT' and d.deleted_at is null
         order by d.date desc, d.number desc
         limit 1
      ) linked on true
      left join documents pair_act on pair_act.id = te.act_document_id and pair_act.customer_id = ${customerId}
        and pair_act.kind = 'ACT' and pair_act.deleted_at is null
     where p.customer_id = ${customerId} and p.deleted_at is null
       and p.created_at >= ${input.from.toISOString()} and p.created_at < ${input.to.toISOString()}
       ${after ? sql`and (p.created_at, p.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
     order by p.created_at, p.id
     limit ${input.limit}`);
  return (result as unknown as { rows: PayoutReportRowRaw[] }).rows;
}

/** How many payouts were created in [from, to) (the report's progress total). */
export async function countPayoutsForReport(db: Db, customerId: string, from: Date, to: Date): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from payouts p
     where p.customer_id = ${customerId} and p.deleted_at is null
       and p.created_at >= ${from.toISOString()} and p.created_at < ${to.toISOString()}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

const PAID_GPH = sql`p.kind = 'INDIVIDUAL' and p.status = 'DONE' and p.deleted_at is null and p.paid_at is not null`;
const MOSCOW_PAID_AT = moscow(sql`p.paid_at`);

export type NdflMonthRowRaw = {
  employeeId: string;
  lastName: string | null;
  firstName: string | null;
  patronymic: string | null;
  inn: string | null;
  month: string;
  count: number;
  amount: string;
  ndfl: string;
  contributions: string;
  net: string;
};

/** The ГПХ payouts paid in [from, to), summed per person and Moscow month (ГГГГ-ММ), by ФИО. */
export async function selectNdflByMonth(db: Db, customerId: string, from: Date, to: Date): Promise<NdflMonthRowRaw[]> {
  const result = await db.execute(sql`
    select p.employee_id as "employeeId", e.last_name as "lastName", e.first_name as "firstName", e.patronymic, e.inn,
           to_char(${MOSCOW_PAID_AT}, 'YYYY-MM') as month, count(*)::int as count,
           sum(p.amount_kopecks)::text as amount, sum(p.ndfl_kopecks)::text as ndfl,
           sum(p.contributions_kopecks)::text as contributions, sum(p.net_kopecks)::text as net
      from payouts p
      join employees e on e.id = p.employee_id
     where p.customer_id = ${customerId} and ${PAID_GPH}
       and p.paid_at >= ${from.toISOString()} and p.paid_at < ${to.toISOString()}
     group by p.employee_id, e.last_name, e.first_name, e.patronymic, e.inn, e.fio_key, 6
     order by e.fio_key, p.employee_id, 6`);
  return (result as unknown as { rows: NdflMonthRowRaw[] }).rows;
}

export type NdflPayoutRowRaw = {
  id: string;
  number: number;
  lastName: string | null;
  firstName: string | null;
  patronymic: string | null;
  inn: string | null;
  paidDay: string;
  amount: string;
  ndfl: string;
  ndflRate: string | null;
  contributions: string;
  net: string;
  cursorAt: string;
};

/** One page of the ГПХ payouts paid in [from, to), in the order paid, after the key (paid_at as text, id). */
export async function selectNdflPayouts(
  db: Db,
  input: { customerId: string; from: Date; to: Date; after: { at: string; id: string } | null; limit: number },
): Promise<NdflPayoutRowRaw[]> {
  const { customerId, after } = input;
  const result = await db.execute(sql`
    select p.id, p.number, e.last_name as "lastName", e.first_name as "firstName", e.patronymic, e.inn,
           to_char(${MOSCOW_PAID_AT}, 'YYYY-MM-DD') as "paidDay",
           p.amount_kopecks::text as amount, p.ndfl_kopecks::text as ndfl, p.ndfl_rate as "ndflRate",
           p.contributions_kopecks::text as contributions, p.net_kopecks::text as net,
           p.paid_at::text as "cursorAt"
      from payouts p
      join employees e on e.id = p.employee_id
     where p.customer_id = ${customerId} and ${PAID_GPH}
       and p.paid_at >= ${input.from.toISOString()} and p.paid_at < ${input.to.toISOString()}
       ${after ? sql`and (p.paid_at, p.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
     order by p.paid_at, p.id
     limit ${input.limit}`);
  return (result as unknown as { rows: NdflPayoutRowRaw[] }).rows;
}
