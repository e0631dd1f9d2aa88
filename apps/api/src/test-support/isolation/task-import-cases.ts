/**
 * Isolation cases of tasks from Excel (modules/tasks/import): A holds a checked tasks file (a good row and
 * a bad one, so it has an error file) and a contractors file of its draft task. B reads, downloads, creates
 * and invites nothing of A's: A's imports answer like unknown ones, also through B's own task; B cannot
 * upload contractors onto A's task; the templates and the tasks upload take no foreign id.
 */
import { apiPaths, TASK_EMPLOYEE_IMPORT_COLUMNS, TASK_IMPORT_COLUMNS } from '@vyplaty/contracts';
import { expect } from 'vitest';
import { checked, upload, workbook } from '../../modules/tasks/import/task-import.test-helpers.js';
import type { TestServer } from '../test-server.js';
import { type CaseTable, ownerOnly, selfScoped } from './cases.js';
import { tasksWorld as t } from './tasks-world.js';
import type { Company, Contractor } from './world.js';

export const taskImportWorld = { aTasksImportId: '', aContractorsImportId: '' };

const p = apiPaths.taskImport;
const NOT_A_ZIP = { name: 'задания.xlsx', bytes: 'not a workbook' };
const at = (template: string, id: string) => template.replace(':id', id);

/** A's two imports, checked (made after addTasksData: the contractors' one is of A's draft task). */
export async function addTaskImportData(
  _server: TestServer,
  world: { a: Company; b: Company; x: Contractor; y: Contractor },
): Promise<void> {
  const { a } = world;
  const services = await a.client.get<{ items?: { id: string; name: string }[] }>(apiPaths.services.list);
  const list = Array.isArray(services.body) ? services.body : (services.body.items ?? []);
  const service = list.find((s: { id: string }) => s.id === a.serviceId)?.name ?? 'нет';
  const row = { Название: 'Уборка', Услуга: service, Оплата: 'Фиксированная', 'Сумма или цена': '100' };
  const dates = { 'Начало периода': '01.12.2026', 'Конец периода': '02.12.2026' };
  const tasksFile = await workbook(
    [
      { ...row, ...dates },
      { ...row, Название: '' },
    ],
    TASK_IMPORT_COLUMNS,
  );
  const up = await upload(a.client, p.upload, { name: 'задания.xlsx', bytes: tasksFile });
  expect(up.status, JSON.stringify(up.body)).toBe(201);
  await checked(a.client, up.body.id);
  taskImportWorld.aTasksImportId = up.body.id;
  const contractorsFile = await workbook(
    [{ ИНН: '500100732259' }, { Телефон: 'плохой' }],
    TASK_EMPLOYEE_IMPORT_COLUMNS,
    'Исполнители',
  );
  const upC = await upload(a.client, at(p.employeeUpload, t.aDraftId), { name: 'люди.xlsx', bytes: contractorsFile });
  expect(upC.status, JSON.stringify(upC.body)).toBe(201);
  await checked(a.client, upC.body.id);
  taskImportWorld.aContractorsImportId = upC.body.id;
}

const w = taskImportWorld;
const imports = () => [{ params: { id: w.aTasksImportId } }, { params: { id: w.aContractorsImportId } }];

export const taskImportCases: CaseTable = {
  [`GET ${p.template}`]: selfScoped('customer'),
  [`GET ${p.employeeTemplate}`]: selfScoped('customer'),
  [`POST ${p.upload}`]: selfScoped('customer', () => ({ form: { file: NOT_A_ZIP } }), { allow: [400] }),
  [`POST ${p.employeeUpload}`]: ownerOnly('a', () => ({ params: { id: t.aDraftId }, form: { file: NOT_A_ZIP } })),
  [`GET ${p.one}`]: ownerOnly('a', imports),
  [`GET ${p.errorFile}`]: ownerOnly('a', imports),
  [`POST ${p.create}`]: ownerOnly('a', () => [
    { body: { import_id: w.aTasksImportId } },
    { body: { import_id: w.aContractorsImportId } },
  ]),
  [`POST ${p.employeeInvite}`]: ownerOnly('a', () => [
    { params: { id: t.aDraftId }, body: { import_id: w.aContractorsImportId } },
    // A's import through B's own task: not found there either.
    { params: { id: t.bDraftId }, body: { import_id: w.aContractorsImportId } },
  ]),
};
