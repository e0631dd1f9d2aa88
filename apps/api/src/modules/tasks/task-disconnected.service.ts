/**
 * A task's contractors who left (SPEC §7 Tasks `disconnected_employees`, docs/decisions/tasks.md
 * «Contractors who left»): who refused or left their part, and who left the company — listed apart from
 * the pairs; one who left the company is not in the pairs list and can no longer act on the task.
 */
import type { TaskDisconnected, taskDisconnectedListRequestSchema } from '@vyplaty/contracts';
import type { z } from 'zod';
import type { ActorContext } from '../../context.js';
import { pageOf, pageWindow } from '../../lib/pagination.js';
import { countDisconnected, selectDisconnectedPage } from './task-disconnected.repo.js';
import { fioOf } from './task-view.js';
import { selectTaskWithNames } from './tasks.repo.js';
import { companyOf, taskNotFound } from './tasks.service.js';

type ListInput = z.output<typeof taskDisconnectedListRequestSchema>;

export async function listDisconnectedContractors(ctx: ActorContext, taskId: string, input: ListInput) {
  const customerId = companyOf(ctx);
  if (!(await selectTaskWithNames(ctx.db, customerId, taskId))) throw taskNotFound();
  const sort = input.sort ?? { field: 'LEFT_AT' as const, direction: 'DESC' as const };
  const [rows, totalCount] = await Promise.all([
    selectDisconnectedPage(ctx.db, customerId, taskId, sort, pageWindow(input)),
    countDisconnected(ctx.db, customerId, taskId),
  ]);
  const items = rows.map((r): TaskDisconnected => {
    const leftCompany = r.linkStatus === 'DISCONNECTED';
    return {
      employee: { id: r.employee.id, fio: fioOf(r.employee), inn: r.employee.inn },
      reason: leftCompany ? 'LEFT_COMPANY' : 'LEFT_TASK',
      left_at: new Date(r.leftAt).toISOString(),
      comment: !leftCompany && r.canceledBy === 'CONTRACTOR' ? r.reason : null,
      pair_status: r.pairStatus,
    };
  });
  return pageOf(items, totalCount);
}
