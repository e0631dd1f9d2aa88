/**
 * The tasks part of the isolation world: A holds a draft task and a task published to its chosen
 * contractor X (X invited, so X sees it); B holds a draft of its own (B tries to invite A's X onto it).
 * Made through the real API; ids are kept here for the cases.
 */
import { apiPaths } from '@vyplaty/contracts';
import { expect } from 'vitest';
import type { TestClient } from '../http-client.js';
import type { TestServer } from '../test-server.js';
import type { Company, Contractor } from './world.js';

export const tasksWorld = { aDraftId: '', aPublishedId: '', bDraftId: '' };

const at = (template: string, id: string) => template.replace(':id', id);

export const taskBody = (serviceId: string) => ({
  name: 'Уборка склада',
  service_id: serviceId,
  pricing: 'FIXED',
  amount: '2500.00',
  period_start: '2026-12-01',
  period_end: '2026-12-02',
});

async function ok(client: TestClient, path: string, body: unknown): Promise<string> {
  const res = await client.post<{ id: string }>(path, body);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body.id;
}

export async function addTasksData(
  _server: TestServer,
  world: { a: Company; b: Company; x: Contractor; y: Contractor },
): Promise<void> {
  const { a, b, x } = world;
  tasksWorld.aDraftId = await ok(a.client, apiPaths.tasks.create, taskBody(a.serviceId));
  const published = await ok(a.client, apiPaths.tasks.create, taskBody(a.serviceId));
  await ok(a.client, at(apiPaths.tasks.userAction, published), { action: 'INVITE', employee_ids: [x.id] });
  await ok(a.client, at(apiPaths.tasks.publish, published), { audience: 'CHOSEN' });
  tasksWorld.aPublishedId = published;
  tasksWorld.bDraftId = await ok(b.client, apiPaths.tasks.create, taskBody(b.serviceId));
}
