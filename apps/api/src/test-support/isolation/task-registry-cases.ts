/**
 * Isolation cases of accepted work paid together or again (modules/tasks task-registry): B lists none of A's work
 * ready to pay, cannot put A's work in a registry of its own, nor pay A's contractor's work again on A's task.
 */
import { randomUUID } from 'node:crypto';
import { apiPaths } from '@vyplaty/contracts';
import { type CaseTable, ownerOnly, selfScoped } from './cases.js';
import { tasksWorld as t } from './tasks-world.js';

const p = apiPaths.tasks;

export const taskRegistryCases: CaseTable = {
  [`POST ${p.workToPay}`]: selfScoped('customer', () => ({ body: {} })),
  // A's pair is not ready for A either (not accepted): 409 for every company, and nothing made.
  [`POST ${p.workToPayRegistry}`]: ownerOnly(
    'a',
    (w) => ({ body: { pairs: [{ task_id: t.aPublishedId, employee_id: w.x.id }] } }),
    { allow: [409] },
  ),
  [`POST ${p.repay}`]: ownerOnly('a', (w) => ({
    params: { id: t.aPublishedId },
    body: { employee_id: w.x.id },
    headers: { 'idempotency-key': randomUUID() },
  })),
};
