import {
  apiPaths,
  type ErrorBody,
  inn12WithCheckDigits,
  pathWithId,
  TASK_EMPLOYEE_IMPORT_COLUMNS,
  type TaskImportInviteResponse,
} from '@vyplaty/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, inviteEmployees, invites } from '../../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { draftTask, rowsOf, taskCompany } from '../tasks.test-helpers.js';
import { checked, download, sheetsOf, upload, workbook } from './task-import.test-helpers.js';

let server: TestServer;
const p = apiPaths.taskImport;
const at = (template: string, id: string) => template.replace(':id', id);
const contractorsFile = (rows: Record<string, string>[]) => workbook(rows, TASK_EMPLOYEE_IMPORT_COLUMNS, 'Исполнители');

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("a task's contractors from Excel", () => {
  it('finds the company contractors by ИНН or phone, gives reasons for the rest, invites them to the task', async () => {
    const company = await taskCompany(server, ['Петров', 'Сидоров']);
    const task = await draftTask(company);
    const people = await server.runtime.ctx.db
      .select()
      .from(employees)
      .where(
        inArray(
          employees.id,
          company.contractors.map((c) => c.id),
        ),
      );
    const petrov = people.find((e) => e.lastName === 'Петров')!;
    const sidorov = people.find((e) => e.lastName === 'Сидоров')!;
    const stranger = inn12WithCheckDigits('7700000001');
    const file = await contractorsFile([
      { ФИО: 'Петров Иван', ИНН: petrov.inn! },
      { ФИО: 'Сидоров Иван', Телефон: sidorov.phone },
      { ФИО: 'Новиков Олег Петрович', Телефон: '+7 999 000-11-22' },
      { ФИО: 'Плохой', ИНН: '123' },
      { ФИО: 'Чужой', ИНН: stranger },
      { ФИО: 'Петров снова', Телефон: petrov.phone },
      { ФИО: 'Без контактов' },
    ]);
    const up = await upload(company.client, at(p.employeeUpload, task.id), { name: 'люди.xlsx', bytes: file });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const done = await checked(company.client, up.body.id);
    expect(done).toMatchObject({
      kind: 'CONTRACTORS',
      task_id: task.id,
      status: 'ACTIVATED',
      valid_rows: 3,
      invalid_rows: 4,
    });
    expect(done.rows.map((r) => [r.found, r.error])).toEqual([
      ['CONTRACTOR', null],
      ['CONTRACTOR', null],
      ['BY_PHONE', null],
      [null, 'ИНН: 12 цифр с верным контрольным числом'],
      [null, 'Исполнителя с таким ИНН нет среди исполнителей компании: укажите телефон, чтобы пригласить его'],
      ['CONTRACTOR', 'Повтор: этот исполнитель уже в строке 2'],
      [null, 'Укажите ИНН или телефон исполнителя'],
    ]);
    const errorFile = await download(company.client, pathWithId(p.errorFile, up.body.id));
    expect(errorFile.status).toBe(200);
    const sheet = (await sheetsOf(errorFile.bytes)).get('Исполнители')!;
    expect(sheet[0]).toEqual([...TASK_EMPLOYEE_IMPORT_COLUMNS, 'Ошибка']);
    expect(sheet[4]![3]).toBe('ИНН: 12 цифр с верным контрольным числом');

    const invited = await company.client.post<TaskImportInviteResponse>(at(p.employeeInvite, task.id), {
      import_id: up.body.id,
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(invited.body).toEqual({ invited: 2, invited_by_phone: 1 });
    const { pairs } = await rowsOf(server, task.id);
    expect(pairs.map((pair) => [pair.employeeId, pair.status]).sort()).toEqual(
      [
        [petrov.id, 'INVITED'],
        [sidorov.id, 'INVITED'],
      ].sort(),
    );
    const sent = await server.runtime.ctx.db
      .select({ phone: inviteEmployees.phone, lastName: inviteEmployees.lastName })
      .from(inviteEmployees)
      .innerJoin(invites, eq(invites.id, inviteEmployees.inviteId))
      .where(eq(invites.customerId, company.customerId));
    expect(sent).toEqual([{ phone: '+79990001122', lastName: 'Новиков' }]);
    const again = await company.client.post<ErrorBody>(at(p.employeeInvite, task.id), { import_id: up.body.id });
    expect(again.status).toBe(409);
    expect(again.body.error_message).toBe('Исполнители из этого файла уже приглашены');
  });

  it('one contractor already on the task does not stop the others', async () => {
    const company = await taskCompany(server, ['Орлов', 'Волков']);
    const task = await draftTask(company);
    const [orlov, volkov] = company.contractors;
    const already = await company.client.post(at(apiPaths.tasks.userAction, task.id), {
      action: 'INVITE',
      employee_ids: [orlov!.id],
    });
    expect(already.status).toBe(200);
    const people = await server.runtime.ctx.db
      .select()
      .from(employees)
      .where(inArray(employees.id, [orlov!.id, volkov!.id]));
    const file = await contractorsFile(people.map((e) => ({ ИНН: e.inn! })));
    const up = await upload(company.client, at(p.employeeUpload, task.id), { name: 'люди.xlsx', bytes: file });
    await checked(company.client, up.body.id);
    const invited = await company.client.post<TaskImportInviteResponse>(at(p.employeeInvite, task.id), {
      import_id: up.body.id,
    });
    expect(invited.body).toEqual({ invited: 1, invited_by_phone: 0 });
    expect((await rowsOf(server, task.id)).pairs).toHaveLength(2);
  });

  it("another company's task or import is 404; a tasks file is not a contractors one", async () => {
    const a = await taskCompany(server, []);
    const b = await taskCompany(server, []);
    const task = await draftTask(a);
    const file = await contractorsFile([{ Телефон: '+79990003344' }]);
    const foreign = await upload(b.client, at(p.employeeUpload, task.id), { name: 'люди.xlsx', bytes: file });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_message).toBe('Задание не найдено');
    const up = await upload(a.client, at(p.employeeUpload, task.id), { name: 'люди.xlsx', bytes: file });
    await checked(a.client, up.body.id);
    const own = await draftTask(b);
    const through = await b.client.post<ErrorBody>(at(p.employeeInvite, own.id), { import_id: up.body.id });
    expect(through.status).toBe(404);
    expect((await a.client.post(p.create, { import_id: up.body.id })).status).toBe(404);
    const wrong = await upload(a.client, at(p.employeeUpload, task.id), { name: 'люди.pdf', bytes: '%PDF-1.4' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_message).toBe('Недопустимый формат файла');
  });
});
