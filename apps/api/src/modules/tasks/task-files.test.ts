/**
 * A task's files over HTTP on a real database: the company's brief and the contractors' results uploaded,
 * listed, downloaded byte for byte and removed; the kinds, the empty file and the count limit refused in
 * Russian; who reads what (a contractor the brief and only their own result, another company nothing);
 * refusals by state (409, nothing changed); the history and the company's notification.
 */
import {
  apiPaths,
  CSRF_COOKIE,
  CSRF_HEADER,
  type ErrorBody,
  TASK_FILE_INVALID_MESSAGE,
  type TaskFile,
  type TaskFilesResponse,
} from '@vyplaty/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, taskFiles } from '../../db/schema/index.js';
import type { TestClient } from '../../test-support/http-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { api, at, draftTask, taskCompany } from './tasks.test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const f = apiPaths.taskFiles;
const fileAt = (taskId: string, fileId: string) => at(f.one, taskId).replace(':fileId', fileId);
/** A small PDF with bytes of every value, so a download that re-encodes anything shows. */
const pdf = (tag = '') =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n${tag}\n`), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);
const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(32, 1)]);

async function upload(client: TestClient, taskId: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const headers = { cookie: client.allCookies(), [CSRF_HEADER]: client.cookie(CSRF_COOKIE) ?? '' };
  const res = await fetch(client.baseUrl + at(f.upload, taskId), { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as TaskFile & ErrorBody };
}

async function download(client: TestClient, taskId: string, fileId: string) {
  const res = await fetch(client.baseUrl + fileAt(taskId, fileId), { headers: { cookie: client.allCookies() } });
  return {
    status: res.status,
    disposition: res.headers.get('content-disposition'),
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

const list = (client: TestClient, taskId: string) => client.get<TaskFilesResponse & ErrorBody>(at(f.list, taskId));
const remove = (client: TestClient, taskId: string, fileId: string) =>
  client.request<ErrorBody | null>('DELETE', fileAt(taskId, fileId));

const liveRows = (taskId: string) =>
  server.runtime.ctx.db
    .select()
    .from(taskFiles)
    .where(and(eq(taskFiles.taskId, taskId), isNull(taskFiles.deletedAt)));

const historyOf = async (client: TestClient, taskId: string) =>
  (await client.get<{ items: { event: string; comment: string | null }[] }>(at(apiPaths.tasks.history, taskId))).body
    .items;

describe('the brief', () => {
  it('is uploaded, listed, downloaded byte for byte and recorded in the history', async () => {
    const company = await taskCompany(server, []);
    const task = await draftTask(company);
    const bytes = pdf('бриф');
    const added = await upload(company.client, task.id, 'Техзадание.pdf', bytes);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      name: 'Техзадание.pdf',
      size: bytes.byteLength,
      mime: 'application/pdf',
      kind: 'BRIEF',
      whose: { party: 'COMPANY', employee_id: null, name: 'Компания' },
      can_delete: true,
    });
    const listed = await list(company.client, task.id);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ can_upload: true, items: [{ id: added.body.id }] });

    const got = await download(company.client, task.id, added.body.id);
    expect(got.status).toBe(200);
    expect(got.type).toBe('application/pdf');
    expect(got.bytes.equals(bytes)).toBe(true);
    expect(got.disposition).toContain('attachment;');
    expect(got.disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Техзадание.pdf')}`);

    // Other kinds the portal takes, by their content.
    expect((await upload(company.client, task.id, 'фото.HEIC', heic)).status).toBe(201);
    expect((await upload(company.client, task.id, 'заметки.txt', Buffer.from('Привет, мир'))).status).toBe(201);

    const history = await historyOf(company.client, task.id);
    expect(history.filter((e) => e.event === 'FILE_ADDED').map((e) => e.comment)).toEqual([
      'Техзадание.pdf',
      'фото.HEIC',
      'заметки.txt',
    ]);

    expect((await remove(company.client, task.id, added.body.id)).status).toBe(204);
    expect((await list(company.client, task.id)).body.items).toHaveLength(2);
    expect((await download(company.client, task.id, added.body.id)).status).toBe(404);
    expect((await historyOf(company.client, task.id)).at(-1)).toMatchObject({
      event: 'FILE_DELETED',
      comment: 'Техзадание.pdf',
    });
  });

  it('refuses a wrong kind, content that lies about its kind, an empty file and a 21st file, storing nothing', async () => {
    const company = await taskCompany(server, []);
    const task = await draftTask(company);
    for (const [name, bytes] of [
      ['программа.exe', pdf()],
      ['картинка.png', pdf()],
      ['документ.pdf', Buffer.from('not a pdf at all')],
      ['текст.txt', Buffer.from([0x41, 0x00, 0x42])],
    ] as const) {
      const res = await upload(company.client, task.id, name, bytes);
      expect(res.status, name).toBe(400);
      expect(res.body.error_message).toBe(TASK_FILE_INVALID_MESSAGE);
    }
    expect(TASK_FILE_INVALID_MESSAGE).toContain('PDF, DOC, DOCX, XLS, XLSX');
    const empty = await upload(company.client, task.id, 'пусто.pdf', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.error_message).toBe('Файл пустой');
    expect(await liveRows(task.id)).toHaveLength(0);

    for (let i = 1; i <= 20; i++) expect((await upload(company.client, task.id, `${i}.pdf`, pdf())).status).toBe(201);
    const over = await upload(company.client, task.id, '21.pdf', pdf());
    expect(over.status).toBe(400);
    expect(over.body.error_message).toMatch(/не больше 20 файлов/);
    expect(await liveRows(task.id)).toHaveLength(20);
  });
});

describe('results and who reads what', () => {
  it('a contractor reads the brief and only their own result; the company reads all; strangers get 404', async () => {
    const company = await taskCompany(server, ['Петров', 'Сидоров']);
    const [petrov, sidorov] = company.contractors as [(typeof company.contractors)[0], (typeof company.contractors)[0]];
    const other = await taskCompany(server, ['Чужой']);
    const stranger = other.contractors[0]!;
    const task = await draftTask(company);
    const brief = await upload(company.client, task.id, 'ТЗ.pdf', pdf('тз'));
    expect(brief.status).toBe(201);
    expect((await api.user(company.client, task.id, 'INVITE', [petrov.id, sidorov.id])).status).toBe(200);
    expect((await api.publish(company.client, task.id, 'CHOSEN')).status).toBe(200);
    for (const c of [petrov, sidorov]) expect((await api.own(c.client, task.id, 'CONFIRM')).status).toBe(200);

    // Confirmed but not started: no result yet.
    const early = await upload(petrov.client, task.id, 'рано.pdf', pdf());
    expect(early.status).toBe(409);
    expect(early.body.error_message).toBe('Файлы результата можно прикладывать, пока работа по заданию у вас в работе');
    expect((await list(petrov.client, task.id)).body.can_upload).toBe(false);

    for (const c of [petrov, sidorov]) expect((await api.start(c.client, task.id)).status).toBe(200);
    const petrovBytes = pdf('петров');
    const mine = await upload(petrov.client, task.id, 'Отчёт Петрова.pdf', petrovBytes);
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect(mine.body).toMatchObject({
      kind: 'RESULT',
      whose: { party: 'CONTRACTOR', employee_id: petrov.id, name: 'Петров Иван' },
      can_delete: true,
    });
    const theirs = await upload(sidorov.client, task.id, 'Отчёт Сидорова.pdf', pdf('сидоров'));
    expect(theirs.status).toBe(201);

    const petrovList = await list(petrov.client, task.id);
    expect(petrovList.body.can_upload).toBe(true);
    expect(petrovList.body.items.map((i) => [i.name, i.can_delete])).toEqual([
      ['ТЗ.pdf', false],
      ['Отчёт Петрова.pdf', true],
    ]);
    expect((await download(petrov.client, task.id, brief.body.id)).status).toBe(200);
    expect((await download(petrov.client, task.id, mine.body.id)).bytes.equals(petrovBytes)).toBe(true);
    const foreign = await download(petrov.client, task.id, theirs.body.id);
    expect(foreign.status).toBe(404);
    expect((await remove(petrov.client, task.id, theirs.body.id)).status).toBe(404);

    const companyList = await list(company.client, task.id);
    expect(companyList.body.items.map((i) => [i.name, i.whose.name, i.can_delete])).toEqual([
      ['ТЗ.pdf', 'Компания', false],
      ['Отчёт Петрова.pdf', 'Петров Иван', false],
      ['Отчёт Сидорова.pdf', 'Сидоров Иван', false],
    ]);
    expect((await download(company.client, task.id, theirs.body.id)).status).toBe(200);
    const told = await server.runtime.ctx.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.accountId, company.accountId));
    expect(told).toContainEqual({
      title: 'Исполнитель приложил файл результата',
      body: `Петров Иван, задание № ${task.number} «${task.name}»: Отчёт Петрова.pdf`,
    });

    // Another company and another company's contractor: the same 404 as an unknown id, for every call.
    for (const client of [other.client, stranger.client]) {
      expect((await list(client, task.id)).status).toBe(404);
      expect((await download(client, task.id, brief.body.id)).status).toBe(404);
      expect((await upload(client, task.id, 'чужое.pdf', pdf())).status).toBe(404);
      expect((await remove(client, task.id, brief.body.id)).status).toBe(404);
    }
    // A's file through B's own task: not found there either.
    const bTask = await draftTask(other);
    expect((await download(other.client, bTask.id, brief.body.id)).status).toBe(404);
    expect((await list(company.client, '00000000-0000-4000-8000-000000000000')).status).toBe(404);

    // Refusals by state: 409 in Russian, nothing changed.
    const before = await liveRows(task.id);
    const notYours = await remove(petrov.client, task.id, brief.body.id);
    expect(notYours.status).toBe(409);
    expect((notYours.body as ErrorBody).error_message).toBe('Удалить можно только свои файлы');
    const late = await remove(company.client, task.id, brief.body.id);
    expect(late.status).toBe(409);
    expect((late.body as ErrorBody).error_message).toBe(
      'Файл задания можно удалить только в черновике или до начала работ',
    );
    expect((await remove(company.client, task.id, mine.body.id)).status).toBe(409);
    expect(await liveRows(task.id)).toEqual(before);

    // Before handing over, Петров takes his file back; after, the result is what the company judges.
    const spare = await upload(petrov.client, task.id, 'черновик.pdf', pdf());
    expect((await remove(petrov.client, task.id, spare.body.id)).status).toBe(204);
    const petrovHistory = await historyOf(petrov.client, task.id);
    expect(petrovHistory.filter((e) => e.event.startsWith('FILE_')).map((e) => [e.event, e.comment])).toEqual([
      ['FILE_ADDED', 'Отчёт Петрова.pdf'],
      ['FILE_ADDED', 'черновик.pdf'],
      ['FILE_DELETED', 'черновик.pdf'],
    ]);
    expect((await api.done(petrov.client, task.id, 'Готово')).status).toBe(200);
    const handedOver = await liveRows(task.id);
    const afterDone = await upload(petrov.client, task.id, 'ещё.pdf', pdf());
    expect(afterDone.status).toBe(409);
    expect(afterDone.body.error_message).toBe(
      'Файлы результата можно прикладывать, пока работа по заданию у вас в работе',
    );
    const removeDone = await remove(petrov.client, task.id, mine.body.id);
    expect(removeDone.status).toBe(409);
    expect((removeDone.body as ErrorBody).error_message).toBe('Файл результата можно удалить только до сдачи работы');
    expect(await liveRows(task.id)).toEqual(handedOver);
    // Returned for rework: in work again, files may be added.
    expect((await api.user(company.client, task.id, 'IN_PROGRESS', [petrov.id], 'Доделать')).status).toBe(200);
    expect((await upload(petrov.client, task.id, 'исправлено.pdf', pdf())).status).toBe(201);
  });

  it('a canceled task takes no brief file: 409 in Russian, nothing stored', async () => {
    const company = await taskCompany(server, []);
    const task = await draftTask(company);
    expect((await api.cancel(company.client, task.id, 'Не нужно')).status).toBe(200);
    const res = await upload(company.client, task.id, 'поздно.pdf', pdf());
    expect(res.status).toBe(409);
    expect(res.body.error_message).toBe('Файлы к заданию можно добавлять, пока оно не завершено и не отменено');
    expect(await liveRows(task.id)).toHaveLength(0);
    expect((await list(company.client, task.id)).body.can_upload).toBe(false);
  });
});
