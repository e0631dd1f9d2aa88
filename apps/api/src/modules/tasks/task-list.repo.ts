/**
 * The lists of tasks: the company's (sort ADDED_AT / NAME / PERIOD / START_TIME, each with the id as the
 * tiebreak, keyset paging over the indexes of migration 0037 as docs/decisions/lists.md describes) and the
 * contractor's (tasks where they have a part, and tasks open to all of the companies they work for; never a
 * draft), in the same orders.
 */
import type { SortDirection, TaskSortField, TaskStatus } from '@vyplaty/contracts';
import { and, count, eq, gte, ilike, inArray, lte, ne, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, customerEmployees, customers, taskEmployees, tasks } from '../../db/schema/index.js';
import { type KeyValue, keysetAfter, type PageWindow, type SortKeyPart } from '../../lib/pagination.js';
import { type TaskWithNames, taskWithNames } from './tasks.repo.js';

export type TaskListFilter = {
  /** MY: made by this account. */
  createdBy?: string | undefined;
  statuses?: TaskStatus[] | undefined;
  periodFrom?: string | undefined;
  periodTo?: string | undefined;
  search?: string | undefined;
};

export type TaskListOwner = { customerId: string } | { employeeId: string };

/**
 * What a contractor sees, as two disjoint halves each served by an index: their own parts (by
 * task_employees_employee), and the published tasks open to all of the companies they work for that they have
 * no part in (by tasks_open_to_all). One OR of both had no index to walk in order: 58 / 71 ms a page at 100,000
 * tasks (docs/performance.md «The task lists»).
 */
const ownParts = (employeeId: string): SQL =>
  and(
    ne(tasks.status, 'DRAFT'),
    inArray(
      tasks.id,
      sql`(select ${taskEmployees.taskId} from ${taskEmployees} where ${taskEmployees.employeeId} = ${employeeId})`,
    ),
  )!;
const openToAll = (employeeId: string): SQL =>
  and(
    eq(tasks.audience, 'ALL'),
    inArray(tasks.status, ['PUBLISH', 'IN_PROGRESS']),
    inArray(
      tasks.customerId,
      sql`(select ${customerEmployees.customerId} from ${customerEmployees} where ${customerEmployees.employeeId} = ${employeeId} and ${customerEmployees.status} = 'ACTIVE')`,
    ),
    notExists(
      sql`(select 1 from ${taskEmployees} where ${taskEmployees.taskId} = ${tasks.id} and ${taskEmployees.employeeId} = ${employeeId})`,
    ),
  )!;
const scopesOf = (owner: TaskListOwner): SQL[] =>
  'customerId' in owner
    ? [eq(tasks.customerId, owner.customerId)]
    : [ownParts(owner.employeeId), openToAll(owner.employeeId)];

/** LIKE's own characters typed in a search are searched for as they are. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const filterOf = (f: TaskListFilter) =>
  and(
    f.createdBy ? eq(tasks.createdBy, f.createdBy) : undefined,
    f.statuses?.length ? inArray(tasks.status, f.statuses) : undefined,
    // The period overlaps [from, to], both ends included.
    f.periodFrom ? gte(tasks.periodEnd, f.periodFrom) : undefined,
    f.periodTo ? lte(tasks.periodStart, f.periodTo) : undefined,
    f.search ? ilike(tasks.name, `%${likeEscaped(f.search)}%`) : undefined,
  );

export function orderOf(sort: { field: TaskSortField; direction: SortDirection }): SortKeyPart[] {
  const { direction } = sort;
  const id: SortKeyPart = { key: tasks.id, direction, type: 'uuid' };
  if (sort.field === 'NAME') return [{ key: tasks.name, direction, type: 'text', notNull: true }, id];
  // A date compares with a timestamptz of its midnight (same session zone both sides), and the btree of the
  // date column serves that comparison, so the cursor's date text is read back as timestamptz.
  if (sort.field === 'PERIOD') return [{ key: tasks.periodStart, direction, type: 'timestamptz', notNull: true }, id];
  if (sort.field === 'START_TIME') {
    // A task without a start time goes last both ways; keysetAfter's row comparison would drop null keys,
    // so the key is never null (±infinity stands for "none").
    const none = direction === 'ASC' ? sql`'infinity'::timestamptz` : sql`'-infinity'::timestamptz`;
    return [{ key: sql`coalesce(${tasks.startTime}, ${none})`, direction, type: 'timestamptz', notNull: true }, id];
  }
  return [{ key: tasks.createdAt, direction, type: 'timestamptz', notNull: true }, id];
}

const cursorKeyOf = (parts: SortKeyPart[]) =>
  sql<KeyValue[]>`json_build_array(${sql.join(
    parts.map((p) => sql`${p.key}::text`),
    sql`, `,
  )})`;

export type ListedTask = TaskWithNames & { cursorKey: KeyValue[] };

export async function selectTaskPage(
  db: Db,
  owner: TaskListOwner,
  filter: TaskListFilter,
  parts: SortKeyPart[],
  page: PageWindow & { after?: KeyValue[] | undefined },
): Promise<ListedTask[]> {
  // Every key is not null (START_TIME's is coalesced), so a plain asc / desc: «desc nulls last» is not the
  // order of a btree index read backward (that is desc nulls first), and PostgreSQL then sorted all the
  // company's tasks for each descending page (106–123 ms at 100,000 tasks, docs/performance.md).
  const order = parts.map((p) => (p.direction === 'ASC' ? sql`${p.key} asc` : sql`${p.key} desc`));
  const after = page.after ? keysetAfter(parts, page.after) : undefined;
  const offset = page.after ? 0 : page.offset;
  const scopes = scopesOf(owner);
  // One scope: the page itself. Two (the contractor's): each half's first offset + limit ids in the page's
  // order, then the page of those — a few dozen rows sorted instead of every task of every company.
  const where =
    scopes.length === 1
      ? and(scopes[0], filterOf(filter), after)
      : inArray(
          tasks.id,
          sql`(${sql.join(
            scopes.map(
              (scope) =>
                sql`(${db
                  .select({ id: tasks.id })
                  .from(tasks)
                  .where(and(scope, filterOf(filter), after))
                  .orderBy(...order)
                  .limit(offset + page.limit)})`,
            ),
            sql` union all `,
          )})`,
        );
  return db
    .select({ ...taskWithNames, cursorKey: cursorKeyOf(parts) })
    .from(tasks)
    .innerJoin(customers, eq(customers.id, tasks.customerId))
    .leftJoin(accounts, eq(accounts.id, tasks.createdBy))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(offset);
}

/** The halves of a contractor's list are disjoint, so their counts add up. */
export async function countTasks(db: Db, owner: TaskListOwner, filter: TaskListFilter): Promise<number> {
  const counts = await Promise.all(
    scopesOf(owner).map((scope) =>
      db
        .select({ n: count() })
        .from(tasks)
        .where(and(scope, filterOf(filter))),
    ),
  );
  return counts.reduce((sum, [row]) => sum + (row?.n ?? 0), 0);
}
