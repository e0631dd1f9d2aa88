/**
 * Isolation cases of tasks (modules/tasks): B reads, changes, publishes, cancels, copies and closes
 * nothing of A's tasks, lists none of them, cannot invite A's contractor X onto its own task nor make a
 * task of A's service; Y (B's contractor) neither sees nor answers the task A published to X. Company calls
 * refuse the contractor's role and the contractor's calls the company's.
 */
import { apiPaths } from '@vyplaty/contracts';
import { type CaseTable, ownerOnly, selfScoped } from './cases.js';
import { tasksWorld as t, taskBody } from './tasks-world.js';

const p = apiPaths.tasks;
const draft = () => ({ params: { id: t.aDraftId } });
const published = () => ({ params: { id: t.aPublishedId } });
const both = () => [draft(), published()];

export const taskCases: CaseTable = {
  [`POST ${p.create}`]: [
    selfScoped('customer', (w) => ({ body: taskBody(w.b.serviceId) }), { allow: [201] }),
    // A's service is not in B's catalogue.
    ownerOnly('a', (w) => ({ body: taskBody(w.a.serviceId) }), { allow: [400] }),
  ],
  [`GET ${p.one}`]: ownerOnly('a', both),
  [`PUT ${p.one}`]: ownerOnly('a', (w) => ({ ...draft(), body: taskBody(w.b.serviceId) })),
  [`DELETE ${p.one}`]: ownerOnly('a', draft),
  [`POST ${p.list}`]: [
    selfScoped('customer', () => ({ body: {} })),
    selfScoped('customer', () => ({ body: { filters: { search: 'Уборка', status: ['DRAFT', 'PUBLISH'] } } })),
  ],
  [`POST ${p.publish}`]: ownerOnly('a', () => ({ ...draft(), body: { audience: 'ALL' } })),
  [`POST ${p.cancel}`]: ownerOnly('a', () => both().map((c) => ({ ...c, body: { reason: 'Чужое' } }))),
  [`POST ${p.copy}`]: ownerOnly('a', () => both().map((c) => ({ ...c, body: {} }))),
  [`POST ${p.completed}`]: ownerOnly('a', () => ({ ...published(), body: {} })),
  [`POST ${p.employees}`]: ownerOnly('a', () => ({ ...published(), body: {} })),
  [`POST ${p.userAction}`]: [
    ownerOnly('a', (w) => ({ ...published(), body: { action: 'CANCEL', employee_ids: [w.x.id] } })),
    // A's contractor onto B's own task: refused, nothing made.
    ownerOnly('a', (w) => ({ params: { id: t.bDraftId }, body: { action: 'INVITE', employee_ids: [w.x.id] } }), {
      allow: [409],
    }),
  ],
  [`POST ${p.employeeAction}`]: ownerOnly('x', () => [
    { ...published(), body: { action: 'CONFIRM' } },
    { ...published(), body: { action: 'REPLY' } },
    { ...published(), body: { action: 'CANCEL', comment: 'Чужое' } },
  ]),
  [`POST ${p.inProgress}`]: ownerOnly('x', () => ({ ...published(), body: {} })),
  [`POST ${p.done}`]: ownerOnly('x', () => ({ ...published(), body: { comment: 'Чужое' } })),
  [`GET ${p.history}`]: ownerOnly('a', both, { anyRole: true }),
  [`POST ${p.employeeList}`]: selfScoped('employee', () => ({ body: {} })),
  [`GET ${p.employeeOne}`]: ownerOnly('x', published),
};
