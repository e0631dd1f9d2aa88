/**
 * Public face of tasks: the pair's payout paid (WAIT_PAYOUT → COMPLETED, the task completing with its last
 * one), and how tasks' payouts ended for payouts' settlement (handed over by runtime.ts in
 * `ctx.handoffs.taskPayoutsSettled`: payouts cannot import tasks; docs/decisions/tasks.md), and the tasks a
 * person invited by phone joins once they join the company (`ctx.handoffs.contractorJoinedCompany`).
 */
export { completePaidPair } from './task-lifecycle.service.js';
export { settleTaskPayouts } from './task-payout.service.js';
export { joinPendingTaskInvites } from './task-phone-invites.service.js';
