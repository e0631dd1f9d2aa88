/**
 * Public face of tasks: the pair's payout paid (WAIT_PAYOUT → COMPLETED, the task completing with its last
 * one) for payouts' settlement to call in the slice that pays accepted work (docs/decisions/tasks.md).
 */
export { completePaidPair } from './task-lifecycle.service.js';
