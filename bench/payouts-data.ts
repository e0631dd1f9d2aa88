/**
 * Bench data for the payout benches: companies with a payout history written straight into the tables with
 * INSERT … SELECT generate_series (the API would take hours to make a million payouts one by one, and
 * these benches measure reads and the payout path, not the seeding). Statuses, kinds, amounts and the
 * НПД receipts are spread as a busy company's year looks.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.js';
import { acceptCurrentOffer, createCustomer, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.js';

const INNS = ['7707083893', '7719617469', '7728168971', '7736050003', '7702070139', '7710140679'];

export async function benchCompany(db: Db, tag: string, i: number) {
  const input = {
    email: `payouts-bench-${tag}-${i}@company.ru`,
    inn: INNS[i % INNS.length]!,
    organisationName: `ООО «Выплаты ${i}»`,
    password: DEMO_PASSWORD,
  };
  const { customer, account } = await createCustomer(db, input);
  await acceptCurrentOffer(db, account.id);
  return { customerId: customer.id, accountId: account.id, email: input.email };
}

const CHUNK = 100_000;

/**
 * `count` payouts of the company, numbered 1…count, one every 30 seconds up to now, to the contractors
 * already in the database (round robin): 1 in 10 INDIVIDUAL (13 % НДФЛ in whole roubles), the rest НПД;
 * 85 % DONE, 5 % DECLINED, 5 % PENDING, 2 % ERROR, 3 % drafts (one in 30 of them deleted); a quarter
 * created by `accountId` (MY scope). Every DONE НПД payout gets its registered receipt.
 */
export async function seedPayouts(db: Db, company: { customerId: string; accountId: string }, count: number) {
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await db.execute(sql`
      with e as (
        select id, coalesce(fio_key, chr(65535)) collate "C" as fio_key,
               (row_number() over (order by id)) - 1 as i, count(*) over () as m
        from employees),
      s as (
        select g,
          case when g % 10 = 0 then 'INDIVIDUAL' else 'NPD' end as kind,
          case when g % 100 < 85 then 'DONE' when g % 100 < 90 then 'DECLINED' when g % 100 < 95 then 'PENDING'
               when g % 100 < 97 then 'ERROR' else 'CREATED' end as status,
          (10000 + (g::bigint * 7919) % 5000000) as amount,
          now() - make_interval(secs => (${count} - g) * 30) as at
        from generate_series(${from}::int, ${to}::int) g)
      insert into payouts (customer_id, employee_id, kind, number, status, amount_kopecks, ndfl_kopecks,
        net_kopecks, contributions_kopecks, ndfl_rate, service_name, employee_fio_key, recipient_kind,
        recipient_label, hold_id, held_at, bank_state, paid_at, reason, created_by, created_at, updated_at, deleted_at)
      select ${company.customerId}, e.id, s.kind, s.g, s.status, s.amount,
        case when s.kind = 'INDIVIDUAL' then s.amount * 13 / 10000 * 100 else 0 end,
        s.amount - case when s.kind = 'INDIVIDUAL' then s.amount * 13 / 10000 * 100 else 0 end,
        case when s.kind = 'INDIVIDUAL' then s.amount * 30 / 100 else 0 end,
        case when s.kind = 'INDIVIDUAL' then '13' end,
        (array['Доставка документов', 'Курьерские услуги', 'Разработка сайта', 'Перевод текста', 'Фотосъёмка'])[1 + s.g % 5],
        e.fio_key, 'SBP', 'СБП •• ' || lpad((s.g % 10000)::text, 4, '0'),
        case when s.status <> 'CREATED' then gen_random_uuid() end,
        case when s.status <> 'CREATED' then s.at end,
        case when s.status in ('DONE', 'DECLINED', 'PENDING') then 'SENT' else 'NOT_SENT' end,
        case when s.status = 'DONE' then s.at + interval '1 minute' end,
        case when s.status = 'DECLINED' then 'Банк отклонил платёж' when s.status = 'ERROR' then 'Выплата отменена компанией' end,
        case when s.g % 4 = 0 then ${company.accountId}::uuid end,
        s.at, s.at,
        case when s.status = 'CREATED' and s.g % 1000 = 999 then s.at end
      from s join e on e.i = s.g % e.m`);
  }
  await db.execute(sql`
    insert into payout_counters (customer_id, last_number) values (${company.customerId}, ${count})
    on conflict (customer_id) do update set last_number = excluded.last_number`);
  await db.execute(sql`
    insert into fns_receipts (customer_id, employee_id, inn, operation_unique_id, payout_id, status, services,
      total_kopecks, operation_time, customer_inn, customer_organization, receipt_id, link, created_at,
      registered_at, updated_at)
    select p.customer_id, p.employee_id, e.inn, p.id::text, p.id, 'REGISTERED',
      jsonb_build_array(jsonb_build_object('name', p.service_name, 'amountKopecks', p.net_kopecks::text, 'quantity', 1)),
      p.net_kopecks, p.paid_at, c.inn, c.organisation_name, r.receipt_id,
      'https://lknpd.nalog.ru/api/v1/receipt/' || e.inn || '/' || r.receipt_id || '/print',
      p.paid_at, p.paid_at, p.paid_at
    from payouts p
    join employees e on e.id = p.employee_id
    join customers c on c.id = p.customer_id
    cross join lateral (select substr(replace(p.id::text, '-', ''), 1, 10) as receipt_id) r
    where p.customer_id = ${company.customerId} and p.kind = 'NPD' and p.status = 'DONE' and e.inn is not null`);
}
