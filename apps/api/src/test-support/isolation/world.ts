// size: the isolation world builds every module's data for both tenants in one place, so a case reads it top to bottom
/**
 * The world of the route-wide tenant-isolation test: two companies A and B, each with a contractor (X works
 * for A, Y for B), and for each the tenant data the private routes touch, made through the real API where
 * one exists. A and X are the victims: nothing B or Y does may show or change them.
 */
import { randomUUID } from 'node:crypto';
import { apiPaths, EMPLOYEE_IMPORT_COLUMNS, inn12WithCheckDigits, pathWithId } from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { acceptCurrentOffer, createCustomer, createEmployee, DEMO_PASSWORD, linkEmployee } from '../../db/seed/demo.js';
import { DIRECT_BANK_SANDBOX_USERS } from '../../integrations/one-c-direct-bank/direct-bank.sandbox.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { issueSelfNep } from '../../modules/agreements/self-nep.test-helpers.js';
import { insertRegisteredReceipt } from '../../modules/fns/receipts/fns-receipts.test-helpers.js';
import { insertPaidPayout } from '../../modules/payouts/payouts.test-helpers.js';
import { authHeadersOf, type TestClient } from '../http-client.js';
import { notifyNow } from '../notifications.js';
import { type TestServer, waitFor } from '../test-server.js';

export type Role = 'customer' | 'employee';

export type Party = {
  role: Role;
  client: TestClient;
  /** customer id or employee id */
  id: string;
  accountId: string;
  phone: string;
  email: string;
};

export type Company = Party & {
  inn: string;
  name: string;
  bankAccountId: string;
  representativeId: string;
  documentId: string;
  documentFileId: string;
  draftInviteId: string;
  publishedInviteId: string;
  invitePersonId: string;
  inviteToken: string;
  edoAgreementId: string;
  edoFileId: string;
  importId: string;
  notificationId: string;
  sessionId: string;
  /** A contractor the company disconnected (listed in its disconnected_employees). */
  formerId: string;
  /** The company's link to its contractor (customer_employees.id), which former employment is stated about. */
  contractorLinkId: string;
  /** A receipt registered in FNS for a payout to the company's contractor: our id and FNS's ReceiptId. */
  receiptId: string;
  fnsReceiptId: string;
  /** The services catalogue: a service of the company's and a unit of its own. */
  serviceId: string;
  serviceUnitId: string;
  /** Payout drafts of both kinds to the company's contractor, each with a file; and paid payouts of both kinds. */
  npdDraftId: string;
  npdFileId: string;
  individualDraftId: string;
  individualFileId: string;
  paidNpdId: string;
  paidIndividualId: string;
};

export type Contractor = Party & {
  inn: string;
  requisiteId: string;
  nepAgreementId: string;
  nepFileId: string;
  notificationId: string;
  sessionId: string;
};

export type World = {
  server: TestServer;
  a: Company;
  b: Company;
  x: Contractor;
  y: Contractor;
  /** Strings of A and X (ids, ИНН, names, numbers) that nothing B or Y receives may contain. */
  markers: string[];
  /**
   * B's system calling with B's ACCOUNTANT API key (issue 30): every case that B's session plays against A's
   * company is played again with it.
   */
  bKey?: Party;
  /** A new party of B's side with no data, for calls that end or change the caller's own account. */
  fresh(role: Role): Promise<Party>;
};

let seq = 0;
const next = () => ++seq;
const uniquePhone = () => `+7997${String(process.pid % 1000).padStart(3, '0')}${String(next()).padStart(4, '0')}`;

/** A valid 12-digit ИНН of a person, unique per call (DOMAIN.md checksum). */
export function personInn(): string {
  return inn12WithCheckDigits(`78${String(process.pid % 10_000).padStart(4, '0')}${String(next()).padStart(4, '0')}`);
}

/** A valid СНИЛС (DOMAIN.md checksum), unique per call. */
export function snils(): string {
  const body = `${String(process.pid % 1000).padStart(3, '0')}${String(400_000 + next()).padStart(6, '0')}`;
  const sum = body.split('').reduce((s, d, i) => s + Number(d) * (9 - i), 0);
  const check = sum % 101 === 100 ? 0 : sum % 101;
  return `${body}${String(check).padStart(2, '0')}`;
}

export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const today = () => moscowDate(new Date());

/** Each side's distinct values, so a marker of A never occurs in B's own data by chance. */
const SIDES = {
  a: {
    inn: '7707083893',
    name: 'ООО "Альфа Изоляция"',
    signer: 'Альфова',
    account: '40702810700380000001',
    person: { last_name: 'Образцова', inn: '771900001235', snils: '112-233-445 95' },
    contractor: 'Иксов',
    former: 'Отключенов',
    invitee: 'Приглашаев',
  },
  b: {
    inn: '7702070139',
    name: 'ООО "Бета Соседи"',
    signer: 'Бетова',
    account: '40702810700380012345',
    person: { last_name: 'Примерова', inn: '772400005628', snils: '33445566784' },
    contractor: 'Игреков',
    former: 'Ушедшев',
    invitee: 'Званов',
  },
} as const;

async function login(server: TestServer, login: string) {
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login, password: DEMO_PASSWORD })).status).toBe(200);
  return client;
}

async function newCompanyParty(server: TestServer, fields: { inn: string; name: string; signer: string }) {
  const n = next();
  const email = `iso-${process.pid}-${n}@company.ru`;
  const phone = uniquePhone();
  const { customer, account } = await createCustomer(server.runtime.ctx.db, {
    email,
    inn: fields.inn,
    organisationName: fields.name,
    lastName: fields.signer,
    firstName: 'Анна',
    patronymic: 'Сергеевна',
    phone,
    password: DEMO_PASSWORD,
  });
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  const client = await login(server, email);
  return { role: 'customer' as const, client, id: customer.id, accountId: account.id, phone, email };
}

async function newContractorParty(server: TestServer, lastName: string) {
  const phone = uniquePhone();
  const email = `iso-${process.pid}-${next()}@person.ru`;
  const inn = personInn();
  const { employee, account } = await createEmployee(server.runtime.ctx.db, {
    phone,
    password: DEMO_PASSWORD,
    inn,
    lastName,
    firstName: 'Иван',
  });
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  const client = await login(server, phone);
  return { role: 'employee' as const, client, id: employee.id, accountId: account.id, phone, email, inn };
}

/** 2xx or the test stops with the route and the answer: set-up must not half-succeed. */
async function ok<T = Record<string, unknown>>(
  client: TestClient,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await client.request<T>(method, path, body === undefined ? {} : { body });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

/** A multipart upload as the web app sends it (fields first, then the file), with the CSRF header. */
export async function sendForm(
  client: TestClient,
  method: string,
  path: string,
  form: { fields?: Record<string, string>; file: { name: string; bytes: Buffer | string } },
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(form.fields ?? {})) data.append(key, value);
  data.append('file', new Blob([form.file.bytes]), form.file.name);
  return fetch(client.baseUrl + path, { method, headers: authHeadersOf(client, true), body: data });
}

export async function importWorkbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Исполнители');
  sheet.addRow([...EMPLOYEE_IMPORT_COLUMNS]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function buildCompany(server: TestServer, side: (typeof SIDES)['a' | 'b'], contractor: Contractor) {
  const party = await newCompanyParty(server, side);
  const db = server.runtime.ctx.db;
  const { client } = party;
  // The contractor joins the way a real one does: an invite to their phone, accepted through its link.
  const joining = await ok<{ link_url: string }>(client, 'POST', apiPaths.invites.create, {
    kind: 'INDIVIDUAL_PERSON',
    tax_regime: 'NPD',
    comment: 'Свой исполнитель',
    employees: [{ phone: contractor.phone }],
    publish: true,
  });
  // …saying they were its employee (N5); the company then corrects the date.
  await ok(contractor.client, 'POST', apiPaths.employeeOnboarding.acceptInvite, {
    token: joining.link_url.split('/invite/')[1],
    former_employment: { status: 'ENDED', ended_on: '2020-03-31' },
  });
  const companies = await ok<{ items: { id: string; organisation_name: string }[] }>(
    contractor.client,
    'GET',
    apiPaths.employeeOnboarding.companies,
  );
  const contractorLinkId = companies.items.find((c) => c.organisation_name === side.name)!.id;
  await ok(client, 'PUT', pathWithId(apiPaths.employees.formerEmployment, contractor.id), {
    status: 'ENDED',
    ended_on: '2020-04-30',
  });

  const bank = await ok<{ id: string }>(client, 'POST', apiPaths.userBanks, {
    account_type: 'LEGAL_ENTITY',
    bik: '044525225',
    bank_name: 'ПАО Сбербанк',
    corr_account: '30101810400000000225',
    account_number: side.account,
  });
  await ok(client, 'POST', apiPaths.sberBalance, {});
  await waitFor(async () => {
    const state = await ok<{ binding: { status: string } | null }>(client, 'GET', apiPaths.sberBalance);
    return state.binding?.status === 'BIND' ? true : undefined;
  }, 'the nominal account bound');
  // The company's own bank through 1C:DirectBank, with the SMS code step: a live encrypted session.
  const bankUser = DIRECT_BANK_SANDBOX_USERS.withOtp;
  await ok(client, 'POST', apiPaths.oneCDirectBank.login, { login: bankUser.login, password: bankUser.password });
  const codes = (await (await fetch(`${server.baseUrl}/sandbox/one-c-direct-bank/control/codes`)).json()) as {
    items: { login: string; otp: string }[];
  };
  const otp = codes.items.find((c) => c.login === bankUser.login)?.otp;
  await ok(client, 'POST', apiPaths.oneCDirectBank.loginOtp, { otp });
  await ok(client, 'PUT', apiPaths.employees.constants, {
    service_name: `Услуги ${side.signer}`,
    activity_kind: 'Курьерская доставка',
    default_employee_kind: 'INDIVIDUAL_PERSON',
    default_tax_regime: 'NPD',
    invite_comment: `Комментарий ${side.signer}`,
  });

  const representative = await ok<{ id: string }>(client, 'POST', apiPaths.representatives.create, {
    ...side.person,
    first_name: 'Дарья',
    patronymic: 'Тестовна',
    job_title: 'Главный бухгалтер',
    email: `rep-${next()}@example.ru`,
    phone: uniquePhone(),
  });
  const document = await ok<{ id: string; file_id: string }>(
    client,
    'POST',
    pathWithId(apiPaths.representatives.generateTrustDocument, representative.id),
    { valid_until: addDays(today(), 365) },
  );

  const invitee = { phone: uniquePhone(), last_name: side.invitee };
  const draft = await ok<{ id: string }>(client, 'POST', apiPaths.invites.create, {
    kind: 'INDIVIDUAL_PERSON',
    tax_regime: 'NPD',
    comment: 'Черновик',
    employees: [{ phone: uniquePhone(), last_name: side.invitee }],
  });
  const published = await ok<{ id: string; link_url: string; employees: { id: string }[] }>(
    client,
    'POST',
    apiPaths.invites.create,
    { kind: 'INDIVIDUAL_PERSON', tax_regime: 'NPD', comment: 'Курьеры', employees: [invitee], publish: true },
  );

  const former = await createEmployee(db, { phone: uniquePhone(), password: DEMO_PASSWORD, lastName: side.former });
  await linkEmployee(db, { customerId: party.id, employeeId: former.employee.id });
  await ok(client, 'DELETE', apiPaths.employees.list, { ids: [former.employee.id] });

  const upload = await sendForm(client, 'POST', apiPaths.employeeImport.validate, {
    file: {
      name: 'исполнители.xlsx',
      bytes: await importWorkbook([[side.invitee, 'Пётр', '', uniquePhone(), '', 'ФЛ', 'НПД', 'Импорт']]),
    },
  });
  const imported = (await upload.json()) as { id: string };
  expect(upload.status, JSON.stringify(imported)).toBe(201);

  await issueSelfNep(server, { ...party, entityId: party.id });
  const edo = await ok<{ id: string; file_id: string }>(client, 'POST', apiPaths.agreement.edo, {});
  const [notification] = await notifyNow(
    server.runtime.ctx,
    { accountId: party.accountId },
    { title: 'Проверка', body: `Событие ${side.name}`, type: 'other' },
  );
  const sessions = await ok<{ items: { id: string; is_current: boolean }[] }>(client, 'GET', apiPaths.auth.sessions);
  const receipt = await insertRegisteredReceipt(db, {
    customerId: party.id,
    employeeId: contractor.id,
    totalKopecks: 150_000n,
    serviceName: `Услуги ${side.signer}`,
  });

  const payouts = await buildPayouts(server, party, contractor, side.signer);

  return {
    ...party,
    ...payouts,
    inn: side.inn,
    name: side.name,
    bankAccountId: bank.id,
    representativeId: representative.id,
    documentId: document.id,
    documentFileId: document.file_id,
    draftInviteId: draft.id,
    publishedInviteId: published.id,
    invitePersonId: published.employees[0]!.id,
    inviteToken: published.link_url.split('/invite/')[1]!,
    edoAgreementId: edo.id,
    edoFileId: edo.file_id,
    importId: imported.id,
    notificationId: notification!.id,
    sessionId: sessions.items.find((s) => s.is_current)!.id,
    formerId: former.employee.id,
    contractorLinkId,
    receiptId: receipt.id,
    fnsReceiptId: receipt.receiptId!,
  } satisfies Company;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** The platform's unit «Услуга» (seeded by the migration "payouts-service-units"). */
export const PLATFORM_SERVICE_UNIT_ID = '5e4a1c00-0000-4000-8000-000000000001';

/** The company's services, a draft of each payout kind with a file, and paid payouts of each kind. */
async function buildPayouts(server: TestServer, party: Party, contractor: Contractor, signer: string) {
  const { client } = party;
  const service = await ok<{ id: string }>(client, 'POST', apiPaths.services.one, {
    name: `Доставка ${signer}`,
    unit_id: PLATFORM_SERVICE_UNIT_ID,
    price: '1500.00',
  });
  const unit = await ok<{ id: string }>(client, 'POST', apiPaths.services.unit, {
    name: `Рейс ${signer}`,
    short_name: 'рейс',
  });
  const draft = async (create: string, files: string) => {
    const res = await client.post<{ items: { id: string }[] }>(
      create,
      {
        rows: [
          { employee_id: contractor.id, amount: '1500.00', service_name: `Доставка ${signer}`, service_id: service.id },
        ],
        pay: false,
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.items[0]!.id;
    const upload = await sendForm(client, 'POST', pathWithId(files, id), { file: { name: 'акт.pdf', bytes: PDF } });
    const file = (await upload.json()) as { id: string };
    expect(upload.status, JSON.stringify(file)).toBe(201);
    return { id, fileId: file.id };
  };
  const npd = await draft(apiPaths.payouts.create, apiPaths.payouts.files);
  const individual = await draft(apiPaths.individualPayouts.create, apiPaths.individualPayouts.files);
  const paid = (kind: 'NPD' | 'INDIVIDUAL') =>
    insertPaidPayout(server.runtime.ctx.db, {
      customerId: party.id,
      employeeId: contractor.id,
      kind,
      amountKopecks: 2_000_00n,
      serviceName: `Доставка ${signer}`,
    });
  return {
    serviceId: service.id,
    serviceUnitId: unit.id,
    npdDraftId: npd.id,
    npdFileId: npd.fileId,
    individualDraftId: individual.id,
    individualFileId: individual.fileId,
    paidNpdId: (await paid('NPD')).id,
    paidIndividualId: (await paid('INDIVIDUAL')).id,
  };
}

async function buildContractor(server: TestServer, lastName: string, requisite: object): Promise<Contractor> {
  const party = await newContractorParty(server, lastName);
  const { client } = party;
  // Through the API, so the e-mail is the account's (the one a login and a takeover would use).
  await ok(client, 'POST', apiPaths.employeeOnboarding.email, { email: party.email });
  const saved = await ok<{ id: string }>(client, 'POST', apiPaths.employeeRequisites, requisite);
  const nep = await ok<{ agreement_id: string; file_id: string }>(client, 'POST', apiPaths.selfNep.agreement, {});
  await issueSelfNep(server, { ...party, entityId: party.id });
  const [notification] = await notifyNow(
    server.runtime.ctx,
    { accountId: party.accountId },
    { title: 'Проверка', body: `Событие ${lastName}`, type: 'other' },
  );
  const sessions = await ok<{ items: { id: string; is_current: boolean }[] }>(client, 'GET', apiPaths.auth.sessions);
  return {
    ...party,
    requisiteId: saved.id,
    nepAgreementId: nep.agreement_id,
    nepFileId: nep.file_id,
    notificationId: notification!.id,
    sessionId: sessions.items.find((s) => s.is_current)!.id,
  };
}

export async function buildWorld(server: TestServer): Promise<Omit<World, 'markers'>> {
  const x = await buildContractor(server, SIDES.a.contractor, {
    kind: 'BANK_ACCOUNT',
    bik: '044525225',
    bank_name: 'ПАО Сбербанк',
    corr_account: '30101810400000000225',
    account_number: '40817810200001234567',
  });
  const y = await buildContractor(server, SIDES.b.contractor, { kind: 'CARD', card_number: '2200 0000 0000 0004' });
  const a = await buildCompany(server, SIDES.a, x);
  const b = await buildCompany(server, SIDES.b, y);
  return {
    server,
    a,
    b,
    x,
    y,
    async fresh(role) {
      return role === 'customer'
        ? newCompanyParty(server, { inn: SIDES.b.inn, name: 'ООО "Новая Бета"', signer: 'Новикова' })
        : newContractorParty(server, 'Новиков');
    },
  };
}

/** What only A's side has and the snapshot does not hold by id: the disconnected contractor, the link token. */
export const extraMarkers = (w: Omit<World, 'markers'>) => [w.a.formerId, SIDES.a.former, w.a.inviteToken];
