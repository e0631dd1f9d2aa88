/**
 * Walks every (status, action, party) of both machines against an explicit table of what is allowed: a
 * move added to or dropped from task-states.ts without this table changing fails here.
 */
import { TASK_PAIR_STATUS_LABELS, TASK_STATUS_LABELS, type TaskPairStatus, type TaskStatus } from '@vyplaty/contracts';
import { describe, expect, it } from 'vitest';
import {
  decidePair,
  decidePairInTask,
  decideTask,
  PAIR_ACTIONS,
  PARTIES,
  type PairState,
  TASK_ACTIONS,
} from './task-states.js';

/** "FROM ACTION PARTY": TO — every allowed move of the task; all others are refused. */
const TASK_ALLOWED: Record<string, TaskStatus> = {
  'DRAFT PUBLISH COMPANY': 'PUBLISH',
  'DRAFT CANCEL COMPANY': 'CANCELED',
  'DRAFT EDIT COMPANY': 'DRAFT',
  'DRAFT DELETE COMPANY': 'DRAFT',
  'PUBLISH START SYSTEM': 'IN_PROGRESS',
  'PUBLISH DONE COMPANY': 'DONE',
  'PUBLISH CANCEL COMPANY': 'CANCELED',
  'IN_PROGRESS DONE COMPANY': 'DONE',
  'IN_PROGRESS CANCEL COMPANY': 'CANCELED',
  'DONE COMPLETE SYSTEM': 'COMPLETED',
};

const PAIR_ALLOWED: Record<string, TaskPairStatus> = {
  'NONE INVITE COMPANY': 'INVITED',
  'CANCELED INVITE COMPANY': 'INVITED',
  'NONE REPLY CONTRACTOR': 'REPLIED',
  'INVITED CONFIRM CONTRACTOR': 'CONFIRMED',
  'REPLIED CONFIRM COMPANY': 'CONFIRMED',
  'CONFIRMED START CONTRACTOR': 'IN_PROGRESS',
  'IN_PROGRESS HAND_OVER CONTRACTOR': 'DONE',
  'DONE ACCEPT COMPANY': 'WAIT_PAYOUT',
  'DONE RETURN COMPANY': 'IN_PROGRESS',
  'INVITED CANCEL COMPANY': 'CANCELED',
  'INVITED CANCEL CONTRACTOR': 'CANCELED',
  'INVITED CANCEL SYSTEM': 'CANCELED',
  'REPLIED CANCEL COMPANY': 'CANCELED',
  'REPLIED CANCEL CONTRACTOR': 'CANCELED',
  'REPLIED CANCEL SYSTEM': 'CANCELED',
  'CONFIRMED CANCEL COMPANY': 'CANCELED',
  'CONFIRMED CANCEL CONTRACTOR': 'CANCELED',
  'CONFIRMED CANCEL SYSTEM': 'CANCELED',
  'IN_PROGRESS CANCEL COMPANY': 'CANCELED',
  'IN_PROGRESS CANCEL CONTRACTOR': 'CANCELED',
  'IN_PROGRESS CANCEL SYSTEM': 'CANCELED',
  'DONE CANCEL SYSTEM': 'CANCELED',
  'WAIT_PAYOUT PAY SYSTEM': 'COMPLETED',
};

const TASK_STATUSES = Object.keys(TASK_STATUS_LABELS) as TaskStatus[];
const PAIR_STATES = ['NONE', ...Object.keys(TASK_PAIR_STATUS_LABELS)] as PairState[];
const CYRILLIC = /[а-яё]/i;

describe('the task machine', () => {
  it('allows exactly the moves of its table and refuses the rest in Russian', () => {
    let walked = 0;
    for (const status of TASK_STATUSES) {
      for (const action of TASK_ACTIONS) {
        for (const party of PARTIES) {
          const key = `${status} ${action} ${party}`;
          const decision = decideTask(status, action, party);
          walked += 1;
          if (TASK_ALLOWED[key]) expect(decision, key).toEqual({ ok: true, to: TASK_ALLOWED[key] });
          else {
            expect(decision.ok, key).toBe(false);
            if (!decision.ok) expect(decision.message, key).toMatch(CYRILLIC);
          }
        }
      }
    }
    expect(walked).toBe(6 * 7 * 3);
  });
});

describe('the pair machine', () => {
  it('allows exactly the moves of its table and refuses the rest in Russian', () => {
    let walked = 0;
    for (const state of PAIR_STATES) {
      for (const action of PAIR_ACTIONS) {
        for (const party of PARTIES) {
          const key = `${state} ${action} ${party}`;
          const decision = decidePair(state, action, party);
          walked += 1;
          if (PAIR_ALLOWED[key]) expect(decision, key).toEqual({ ok: true, to: PAIR_ALLOWED[key] });
          else {
            expect(decision.ok, key).toBe(false);
            if (!decision.ok) expect(decision.message, key).toMatch(CYRILLIC);
          }
        }
      }
    }
    expect(walked).toBe(9 * 9 * 3);
  });

  it('refuses a pair move the task status does not admit, whatever the pair allows', () => {
    expect(decidePairInTask('DRAFT', 'NONE', 'INVITE', 'COMPANY')).toEqual({ ok: true, to: 'INVITED' });
    expect(decidePairInTask('DRAFT', 'NONE', 'REPLY', 'CONTRACTOR')).toMatchObject({ ok: false });
    expect(decidePairInTask('DONE', 'NONE', 'INVITE', 'COMPANY')).toMatchObject({ ok: false });
    expect(decidePairInTask('CANCELED', 'INVITED', 'CONFIRM', 'CONTRACTOR')).toMatchObject({ ok: false });
    expect(decidePairInTask('COMPLETED', 'DONE', 'ACCEPT', 'COMPANY')).toMatchObject({ ok: false });
    expect(decidePairInTask('DONE', 'WAIT_PAYOUT', 'PAY', 'SYSTEM')).toEqual({ ok: true, to: 'COMPLETED' });
    expect(decidePairInTask('IN_PROGRESS', 'DONE', 'RETURN', 'COMPANY')).toEqual({ ok: true, to: 'IN_PROGRESS' });
  });
});
