/** What the owners show of Госключ requests: the newest request of each subject. */
import type { AppContext } from '../../context.js';
import { type GoskeyRequestRow, selectLatestRequests } from './goskey.repo.js';

export async function latestGoskeyRequests(
  ctx: Pick<AppContext, 'db'>,
  subjectType: string,
  subjectIds: string[],
): Promise<Map<string, GoskeyRequestRow>> {
  const rows = await selectLatestRequests(ctx.db, subjectType, subjectIds);
  return new Map(rows.map((row) => [row.subjectId, row]));
}
