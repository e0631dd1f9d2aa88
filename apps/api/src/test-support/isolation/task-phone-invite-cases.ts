/**
 * Isolation cases of a task's invites by phone and its contractors who left (modules/tasks): A holds a
 * PENDING phone invite on its draft task. B lists, invites onto and cancels nothing of A's task — also
 * A's invite through B's own task — and reads none of A's contractors who left.
 */
import { apiPaths } from '@vyplaty/contracts';
import { expect } from 'vitest';
import type { TestServer } from '../test-server.js';
import { type CaseTable, ownerOnly } from './cases.js';
import { tasksWorld as t } from './tasks-world.js';
import type { Company, Contractor } from './world.js';

export const taskPhoneInviteWorld = { aInviteId: '' };

const p = apiPaths.taskPhoneInvites;
const at = (template: string, id: string) => template.replace(':id', id);

/** A's PENDING phone invite on its draft (made after addTasksData). */
export async function addTaskPhoneInviteData(
  _server: TestServer,
  world: { a: Company; b: Company; x: Contractor; y: Contractor },
): Promise<void> {
  const made = await world.a.client.post(at(p.create, t.aDraftId), {
    kind: 'NPD',
    people: [{ phone: '+79990007711' }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const list = await world.a.client.get<{ items: { id: string }[] }>(at(p.list, t.aDraftId));
  taskPhoneInviteWorld.aInviteId = list.body.items[0]!.id;
}

const invite = () => taskPhoneInviteWorld.aInviteId;

export const taskPhoneInviteCases: CaseTable = {
  [`GET ${p.list}`]: ownerOnly('a', () => ({ params: { id: t.aDraftId } })),
  [`POST ${p.create}`]: ownerOnly('a', () => ({
    params: { id: t.aDraftId },
    body: { kind: 'NPD', people: [{ phone: '+79990007722' }] },
  })),
  [`DELETE ${p.cancel}`]: ownerOnly('a', () => [
    { params: { id: t.aDraftId, inviteId: invite() } },
    // A's invite through B's own task.
    { params: { id: t.bDraftId, inviteId: invite() } },
  ]),
  [`POST ${apiPaths.tasks.disconnectedEmployees}`]: ownerOnly('a', () => [
    { params: { id: t.aPublishedId }, body: {} },
    { params: { id: t.aDraftId }, body: { sort: { field: 'FIO', direction: 'ASC' } } },
  ]),
};
