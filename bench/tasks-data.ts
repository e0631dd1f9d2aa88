/**
 * Bench data for the task lists (issue 26): a company's tasks and their task–contractor pairs written straight
 * into the tables with INSERT … SELECT generate_series (the API would take hours to publish 100,000 tasks one
 * by one, and the bench measures the lists, not the seeding). Statuses, audiences, periods and start times are
 * spread as a busy company's year looks.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.js';
import { services } from '../apps/api/src/db/schema/index.js';

const CHUNK = 50_000;
/** The platform's unit «услуга» (migration 0015). */
const UNIT_SERVICE = '5e4a1c00-0000-4000-8000-000000000001';

/**
 * `count` tasks of the company, numbered 1…count, one every 5 minutes up to now: 5 % drafts, 10 % published,
 * 25 % in progress, 5 % canceled, 5 % with the work closed, 50 % completed; of the published ones 3 in 10 open to
 * all the company's contractors; periods of 1–30 days over two years; two in three with a start time; a quarter
 * made by `accountId` (MY scope). Then `pairsPerTask` pairs each, to the company's contractors in turn.
 */
export async function seedTasks(
  db: Db,
  company: { customerId: string; accountId: string },
  count: number,
  pairsPerTask: number,
) {
  const [service] = await db
    .insert(services)
    .values({ customerId: company.customerId, name: 'Курьерская доставка', unitId: UNIT_SERVICE })
    .returning();
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await db.execute(sql`
      with s as (
        select g,
          case when g % 100 < 5 then 'DRAFT' when g % 100 < 15 then 'PUBLISH' when g % 100 < 40 then 'IN_PROGRESS'
               when g % 100 < 45 then 'CANCELED' when g % 100 < 50 then 'DONE' else 'COMPLETED' end as status,
          now() - make_interval(secs => (${count} - g) * 300) as at,
          (date '2025-01-01' + ((g::bigint * 7919) % 730)::int) as period_start
        from generate_series(${from}::int, ${to}::int) g)
      insert into tasks (customer_id, number, name, description, service_id, service_name, pricing, amount_kopecks,
        period_start, period_end, start_time, place, status, audience, created_by, created_at, updated_at, published_at)
      select ${company.customerId}, s.g,
        (array['Доставка документов', 'Уборка склада', 'Перевод договора', 'Фотосъёмка товаров', 'Монтаж стендов'])[1 + s.g % 5]
          || ' № ' || s.g,
        '', ${service!.id}, 'Курьерская доставка', 'FIXED', 100000 + (s.g::bigint * 7919) % 5000000,
        s.period_start, s.period_start + (s.g % 30),
        case when s.g % 3 <> 0 then s.period_start + make_interval(hours => 9 + s.g % 8) end,
        'Москва', s.status,
        case when s.status <> 'DRAFT' then case when s.g % 10 < 3 then 'ALL' else 'CHOSEN' end end,
        case when s.g % 4 = 0 then ${company.accountId}::uuid end,
        s.at, s.at, case when s.status <> 'DRAFT' then s.at end
      from s`);
  }
  await db.execute(sql`
    insert into task_counters (customer_id, last_number) values (${company.customerId}, ${count})
    on conflict (customer_id) do update set last_number = excluded.last_number`);
  if (pairsPerTask === 0) return;
  for (let from = 1; from <= count; from += CHUNK / pairsPerTask) {
    const to = Math.min(count, from + CHUNK / pairsPerTask - 1);
    await db.execute(sql`
      with e as (
        select ce.employee_id as id, (row_number() over (order by ce.employee_id)) - 1 as i, count(*) over () as m
        from customer_employees ce where ce.customer_id = ${company.customerId}),
      t as (select id, number, status from tasks where customer_id = ${company.customerId} and number between ${from} and ${to} and status <> 'DRAFT'),
      p as (select t.id as task_id, t.number, t.status as task_status, k from t, generate_series(0, ${pairsPerTask - 1}) k)
      insert into task_employees (task_id, employee_id, customer_id, status, created_at, updated_at)
      select p.task_id, e.id, ${company.customerId},
        case p.task_status
          when 'PUBLISH' then (array['INVITED', 'REPLIED', 'CONFIRMED'])[1 + (p.number + p.k) % 3]
          when 'IN_PROGRESS' then (array['IN_PROGRESS', 'DONE', 'CONFIRMED', 'CANCELED'])[1 + (p.number + p.k) % 4]
          when 'CANCELED' then 'CANCELED'
          when 'DONE' then 'WAIT_PAYOUT'
          else 'COMPLETED' end,
        now(), now()
      from p join e on e.i = (p.number::bigint * 7 + p.k) % e.m`);
  }
}
