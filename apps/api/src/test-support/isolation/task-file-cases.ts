/**
 * Isolation cases of a task's files (modules/tasks task-files): A holds a brief file on its draft and on the
 * task published to X. B and Y (either role) list, download, upload onto and delete nothing of A's tasks: every
 * call answers like an unknown id, also A's file asked through B's own draft.
 */
import { apiPaths, CSRF_COOKIE, CSRF_HEADER } from '@vyplaty/contracts';
import { expect } from 'vitest';
import type { TestServer } from '../test-server.js';
import { type CaseTable, ownerOnly } from './cases.js';
import { tasksWorld as t } from './tasks-world.js';
import type { Company, Contractor } from './world.js';

export const taskFilesWorld = { aDraftFileId: '', aPublishedFileId: '' };

const p = apiPaths.taskFiles;
const at = (template: string, id: string) => template.replace(':id', id);
const A_PDF = '%PDF-1.4\nТехническое задание A\n';

async function addBrief(client: Company['client'], taskId: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([A_PDF]), 'Задание A.pdf');
  const headers = { cookie: client.allCookies(), [CSRF_HEADER]: client.cookie(CSRF_COOKIE) ?? '' };
  const res = await fetch(client.baseUrl + at(p.upload, taskId), { method: 'POST', headers, body: form });
  const body = (await res.json()) as { id: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.id;
}

/** A's brief files (made after addTasksData). */
export async function addTaskFilesData(_server: TestServer, world: { a: Company; x: Contractor }): Promise<void> {
  taskFilesWorld.aDraftFileId = await addBrief(world.a.client, t.aDraftId);
  taskFilesWorld.aPublishedFileId = await addBrief(world.a.client, t.aPublishedId);
}

const w = taskFilesWorld;
const tasks = () => [{ params: { id: t.aDraftId } }, { params: { id: t.aPublishedId } }];
const files = () => [
  { params: { id: t.aDraftId, fileId: w.aDraftFileId } },
  { params: { id: t.aPublishedId, fileId: w.aPublishedFileId } },
  // A's file through B's own task: not found there either.
  { params: { id: t.bDraftId, fileId: w.aDraftFileId } },
];

export const taskFileCases: CaseTable = {
  [`GET ${p.list}`]: ownerOnly('a', tasks, { anyRole: true }),
  [`POST ${p.upload}`]: ownerOnly(
    'a',
    () => tasks().map((c) => ({ ...c, form: { file: { name: 'чужое.pdf', bytes: '%PDF-1.4\nчужое\n' } } })),
    { anyRole: true },
  ),
  [`GET ${p.one}`]: ownerOnly('a', files, { anyRole: true }),
  [`DELETE ${p.one}`]: ownerOnly('a', files, { anyRole: true }),
};
