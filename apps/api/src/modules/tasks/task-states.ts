/**
 * The two state machines of tasks (docs/decisions/tasks.md), each one table of data: the task's moves and
 * the pair task–contractor's. Every call checks its move here before it changes anything, the `can_*` flags
 * of the answers are read from here too, and task-states.test.ts walks every (status, action, party).
 */
import {
  TASK_PAIR_STATUS_LABELS,
  TASK_STATUS_LABELS,
  type TaskPairStatus,
  type TaskParty,
  type TaskStatus,
} from '@vyplaty/contracts';

/**
 * START and COMPLETE are the system's (the first pair starts; nothing is left to pay). EDIT and DELETE keep a
 * DRAFT a DRAFT (a deleted draft's row goes). A copy is allowed from any status and is not a move of the task.
 */
export type TaskAction = 'PUBLISH' | 'START' | 'DONE' | 'COMPLETE' | 'CANCEL' | 'EDIT' | 'DELETE';
export const TASK_ACTIONS: readonly TaskAction[] = ['PUBLISH', 'START', 'DONE', 'COMPLETE', 'CANCEL', 'EDIT', 'DELETE'];

/** INVITE, REPLY, CONFIRM, CANCEL as SPEC §3 names them; START, HAND_OVER, ACCEPT and RETURN are the work's moves. */
export type PairAction =
  | 'INVITE'
  | 'REPLY'
  | 'CONFIRM'
  | 'START'
  | 'HAND_OVER'
  | 'ACCEPT'
  | 'RETURN'
  | 'CANCEL'
  | 'PAY';
export const PAIR_ACTIONS: readonly PairAction[] = [
  'INVITE',
  'REPLY',
  'CONFIRM',
  'START',
  'HAND_OVER',
  'ACCEPT',
  'RETURN',
  'CANCEL',
  'PAY',
];
export const PARTIES: readonly TaskParty[] = ['COMPANY', 'CONTRACTOR', 'SYSTEM'];

/** No pair yet: a contractor the task has never had. */
export type PairState = TaskPairStatus | 'NONE';

type Move<S extends string> = { from: S; to: S; by: TaskParty };

/** Every move of the task. */
export const TASK_MOVES: Readonly<Record<TaskAction, readonly Move<TaskStatus>[]>> = {
  PUBLISH: [{ from: 'DRAFT', to: 'PUBLISH', by: 'COMPANY' }],
  START: [{ from: 'PUBLISH', to: 'IN_PROGRESS', by: 'SYSTEM' }],
  DONE: [
    { from: 'PUBLISH', to: 'DONE', by: 'COMPANY' },
    { from: 'IN_PROGRESS', to: 'DONE', by: 'COMPANY' },
  ],
  COMPLETE: [{ from: 'DONE', to: 'COMPLETED', by: 'SYSTEM' }],
  CANCEL: [
    { from: 'DRAFT', to: 'CANCELED', by: 'COMPANY' },
    { from: 'PUBLISH', to: 'CANCELED', by: 'COMPANY' },
    { from: 'IN_PROGRESS', to: 'CANCELED', by: 'COMPANY' },
  ],
  EDIT: [{ from: 'DRAFT', to: 'DRAFT', by: 'COMPANY' }],
  DELETE: [{ from: 'DRAFT', to: 'DRAFT', by: 'COMPANY' }],
};

const OPEN_BY_EITHER = (from: TaskPairStatus): Move<PairState>[] => [
  { from, to: 'CANCELED', by: 'COMPANY' },
  { from, to: 'CANCELED', by: 'CONTRACTOR' },
  { from, to: 'CANCELED', by: 'SYSTEM' },
];

/** Every move of the pair task–contractor. */
export const PAIR_MOVES: Readonly<Record<PairAction, readonly Move<PairState>[]>> = {
  INVITE: [
    { from: 'NONE', to: 'INVITED', by: 'COMPANY' },
    // A contractor removed or who refused may be invited again: the same pair re-opens.
    { from: 'CANCELED', to: 'INVITED', by: 'COMPANY' },
  ],
  REPLY: [{ from: 'NONE', to: 'REPLIED', by: 'CONTRACTOR' }],
  CONFIRM: [
    { from: 'INVITED', to: 'CONFIRMED', by: 'CONTRACTOR' },
    { from: 'REPLIED', to: 'CONFIRMED', by: 'COMPANY' },
  ],
  START: [{ from: 'CONFIRMED', to: 'IN_PROGRESS', by: 'CONTRACTOR' }],
  HAND_OVER: [{ from: 'IN_PROGRESS', to: 'DONE', by: 'CONTRACTOR' }],
  ACCEPT: [{ from: 'DONE', to: 'WAIT_PAYOUT', by: 'COMPANY' }],
  RETURN: [{ from: 'DONE', to: 'IN_PROGRESS', by: 'COMPANY' }],
  CANCEL: [
    ...OPEN_BY_EITHER('INVITED'),
    ...OPEN_BY_EITHER('REPLIED'),
    ...OPEN_BY_EITHER('CONFIRMED'),
    ...OPEN_BY_EITHER('IN_PROGRESS'),
    // Work handed over but not accepted goes with the task when the company cancels the task.
    { from: 'DONE', to: 'CANCELED', by: 'SYSTEM' },
  ],
  // The pair's payout paid (payouts, a later slice): see completePaidPair in task-lifecycle.service.ts.
  PAY: [{ from: 'WAIT_PAYOUT', to: 'COMPLETED', by: 'SYSTEM' }],
};

/** In which task statuses each pair move may happen at all. */
export const PAIR_TASK_GATES: Readonly<Record<PairAction, readonly TaskStatus[]>> = {
  INVITE: ['DRAFT', 'PUBLISH', 'IN_PROGRESS'],
  REPLY: ['PUBLISH', 'IN_PROGRESS'],
  CONFIRM: ['PUBLISH', 'IN_PROGRESS'],
  START: ['PUBLISH', 'IN_PROGRESS'],
  HAND_OVER: ['PUBLISH', 'IN_PROGRESS'],
  ACCEPT: ['PUBLISH', 'IN_PROGRESS'],
  RETURN: ['PUBLISH', 'IN_PROGRESS'],
  CANCEL: ['DRAFT', 'PUBLISH', 'IN_PROGRESS'],
  // Paid whenever the payout settles: before or after the company finished the task.
  PAY: ['PUBLISH', 'IN_PROGRESS', 'DONE'],
};

export type Decision<S> = { ok: true; to: S } | { ok: false; message: string };

const TASK_ACTION_TEXT: Readonly<Record<TaskAction, string>> = {
  PUBLISH: 'опубликовать задание',
  START: 'начать работу по заданию',
  DONE: 'завершить приём работ',
  COMPLETE: 'закрыть задание',
  CANCEL: 'отменить задание',
  EDIT: 'изменить задание',
  DELETE: 'удалить задание',
};

const PAIR_ACTION_TEXT: Readonly<Record<PairAction, string>> = {
  INVITE: 'пригласить исполнителя',
  REPLY: 'откликнуться на задание',
  CONFIRM: 'подтвердить участие',
  START: 'начать работу',
  HAND_OVER: 'сдать работу',
  ACCEPT: 'принять работу',
  RETURN: 'вернуть работу на доработку',
  CANCEL: 'отменить участие',
  PAY: 'отметить работу оплаченной',
};

const taskLabel = (status: TaskStatus) => `задание в статусе «${TASK_STATUS_LABELS[status]}»`;
const pairLabel = (state: PairState) =>
  state === 'NONE' ? 'исполнитель не участвует в задании' : `участие в статусе «${TASK_PAIR_STATUS_LABELS[state]}»`;

/** The task's next status after `action` by `party`, or why not (Russian, for a 409). */
export function decideTask(status: TaskStatus, action: TaskAction, party: TaskParty): Decision<TaskStatus> {
  const move = TASK_MOVES[action].find((m) => m.from === status && m.by === party);
  if (move) return { ok: true, to: move.to };
  if (status === 'DRAFT' && (action === 'DONE' || action === 'START')) {
    return { ok: false, message: `Нельзя ${TASK_ACTION_TEXT[action]}: задание ещё не опубликовано` };
  }
  return { ok: false, message: `Нельзя ${TASK_ACTION_TEXT[action]}: ${taskLabel(status)}` };
}

/** The pair's next status after `action` by `party`, or why not (Russian, for a 409). */
export function decidePair(state: PairState, action: PairAction, party: TaskParty): Decision<TaskPairStatus> {
  const move = PAIR_MOVES[action].find((m) => m.from === state && m.by === party);
  if (move) return { ok: true, to: move.to as TaskPairStatus };
  if (action === 'INVITE' && state !== 'NONE') {
    return { ok: false, message: `Исполнитель уже участвует в задании: ${pairLabel(state)}` };
  }
  return { ok: false, message: `Нельзя ${PAIR_ACTION_TEXT[action]}: ${pairLabel(state)}` };
}

/** The pair's move checked against the task's status first, then against the pair's own table. */
export function decidePairInTask(
  taskStatus: TaskStatus,
  state: PairState,
  action: PairAction,
  party: TaskParty,
): Decision<TaskPairStatus> {
  if (!PAIR_TASK_GATES[action].includes(taskStatus)) {
    return { ok: false, message: `Нельзя ${PAIR_ACTION_TEXT[action]}: ${taskLabel(taskStatus)}` };
  }
  return decidePair(state, action, party);
}

/** Pairs that hold the task open: the company cannot finish the task while one is at work or awaiting acceptance. */
export const PAIRS_BLOCKING_DONE: readonly TaskPairStatus[] = ['IN_PROGRESS', 'DONE'];
/** Pairs whose money is on its way: the task cannot be canceled while one exists. */
export const PAIRS_BLOCKING_CANCEL: readonly TaskPairStatus[] = ['WAIT_PAYOUT'];
/** Pairs canceled by the system when the company finishes the task (nobody started on them). */
export const PAIRS_CLOSED_BY_DONE: readonly TaskPairStatus[] = ['INVITED', 'REPLIED', 'CONFIRMED'];
/** Pairs canceled by the system when the company cancels the task. */
export const PAIRS_CLOSED_BY_CANCEL: readonly TaskPairStatus[] = [
  'INVITED',
  'REPLIED',
  'CONFIRMED',
  'IN_PROGRESS',
  'DONE',
];
