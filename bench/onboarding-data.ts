/**
 * Bench data for the onboarding slice: a company with thousands of contractors and invites, written
 * with multi-row inserts of 1,000 rows (the API would spend minutes creating them one by one, and the
 * bench measures reads, not the seeding). Names are real Russian ФИО from small lists, phones are
 * distinct +7 numbers, ИНН carry valid check digits, so search and sort see realistic data.
 */
import { randomUUID } from 'node:crypto';
import { EMPLOYEE_IMPORT_COLUMNS, inn12WithCheckDigits } from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import type { Db } from '../apps/api/src/db/client.js';
import {
  customerEmployees,
  employeeRequisites,
  employees,
  fnsBindings,
  fnsTaxpayers,
  inviteEmployees,
  invites,
} from '../apps/api/src/db/schema/index.js';
import { createFieldCipher } from '../apps/api/src/lib/field-cipher.js';
import { createInviteLinkToken } from '../apps/api/src/modules/invites/index.js';

const CHUNK = 1000;

/** Surnames in male form; the female form adds «а» (all of these decline that way). */
// biome-ignore format: a word list reads better packed
const SURNAMES = [
  'Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров',
  'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев',
  'Орлов', 'Андреев', 'Макаров', 'Никитин', 'Захаров', 'Зайцев', 'Соловьёв', 'Борисов', 'Яковлев', 'Григорьев',
  'Романов', 'Воробьёв', 'Сергеев', 'Кузьмин', 'Фролов', 'Александров', 'Дмитриев', 'Королёв', 'Гусев', 'Киселёв',
];
const MALE_NAMES = [
  'Александр',
  'Сергей',
  'Дмитрий',
  'Андрей',
  'Алексей',
  'Максим',
  'Иван',
  'Михаил',
  'Артём',
  'Никита',
];
const FEMALE_NAMES = [
  'Елена',
  'Ольга',
  'Наталья',
  'Анна',
  'Мария',
  'Татьяна',
  'Ирина',
  'Екатерина',
  'Светлана',
  'Юлия',
];
/** Fathers' names: the patronymic is the stem plus «ович» / «овна». */
const FATHERS = ['Иванов', 'Петров', 'Сергеев', 'Александров', 'Николаев', 'Владимиров', 'Андреев', 'Михайлов'];

export type Person = { lastName: string; firstName: string; patronymic: string; phone: string; inn: string };

/** A valid 12-digit ИНН of a person from its first 10 digits (DOMAIN.md §4 weights). */
const personInn = (first10: string) => inn12WithCheckDigits(first10);

/**
 * The n-th person of a series: `series` keeps the phones and ИНН of different sets apart
 * (+7 9{series}{7 digits}; ИНН of region 77 with the series in its serial part).
 */
export function person(series: number, n: number): Person {
  const female = Math.floor(n / 3) % 2 === 1;
  const surname = SURNAMES[n % SURNAMES.length]!;
  const names = female ? FEMALE_NAMES : MALE_NAMES;
  const father = FATHERS[Math.floor(n / 7) % FATHERS.length]!;
  return {
    lastName: female ? `${surname}а` : surname,
    firstName: names[Math.floor(n / SURNAMES.length) % names.length]!,
    patronymic: `${father}${female ? 'на' : 'ич'}`,
    phone: `+79${series}${String(n).padStart(8, '0')}`,
    inn: personInn(`77${series}${String(n).padStart(7, '0')}`),
  };
}

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * `count` contractors ACTIVE in the company, joined one minute apart (newest first = the last one);
 * 80% verified, half of the verified with an СБП requisite, one in ten an ИП.
 */
export async function seedContractors(db: Db, customerId: string, count: number, now = new Date()) {
  const people = Array.from({ length: count }, (_, n) => ({ id: randomUUID(), n, ...person(1, n) }));
  await inChunks(people, (chunk) =>
    db.insert(employees).values(
      chunk.map((p) => ({
        id: p.id,
        lastName: p.lastName,
        firstName: p.firstName,
        patronymic: p.patronymic,
        phone: p.phone,
        inn: p.inn,
        kind: p.n % 10 === 0 ? ('INDIVIDUAL_ENTREPRENEUR' as const) : ('INDIVIDUAL_PERSON' as const),
        taxRegime: p.n % 10 === 0 ? 'USN_INCOME' : 'NPD',
        verifiedAt: p.n % 5 === 4 ? null : now,
        createdAt: now,
      })),
    ),
  );
  await inChunks(people, (chunk) =>
    db.insert(customerEmployees).values(
      chunk.map((p) => ({
        customerId,
        employeeId: p.id,
        taxRegime: p.n % 10 === 0 ? 'USN_INCOME' : 'NPD',
        createdAt: new Date(now.getTime() - (count - p.n) * 60_000),
      })),
    ),
  );
  const withRequisites = people.filter((p) => p.n % 5 !== 4 && p.n % 2 === 0);
  await inChunks(withRequisites, (chunk) =>
    db.insert(employeeRequisites).values(
      chunk.map((p) => ({
        employeeId: p.id,
        kind: 'SBP' as const,
        isPrimary: true,
        sbpPhone: p.phone,
        sbpBankId: '100000000111',
      })),
    ),
  );
  // The tax service's view: of the verified НПД contractors two in three are checked (one of those
  // three deregistered), the registered ones connected with an income of the year.
  const checked = people.filter((p) => p.n % 5 !== 4 && p.n % 10 !== 0 && p.n % 3 !== 2);
  await inChunks(checked, (chunk) =>
    db.insert(fnsTaxpayers).values(
      chunk.map((p) => ({
        employeeId: p.id,
        inn: p.inn,
        npdStatus: p.n % 3 === 0 ? ('REGISTERED' as const) : ('NOT_REGISTERED' as const),
        statusCheckedAt: now,
        incomeYear: now.getFullYear(),
        incomeRegisteredKopecks: BigInt((p.n % 200) * 1_000_000),
        incomeCheckedAt: now,
      })),
    ),
  );
  const connected = checked.filter((p) => p.n % 3 === 0);
  await inChunks(connected, (chunk) =>
    db.insert(fnsBindings).values(
      chunk.map((p) => ({
        employeeId: p.id,
        by: 'INN' as const,
        inn: p.inn,
        status: 'BIND' as const,
        permissions: ['INCOME_REGISTRATION', 'CANCEL_INCOME', 'INCOME_LIST', 'INCOME_SUMMARY'],
        boundAt: now,
      })),
    ),
  );
  return people;
}

/**
 * `count` invites of the company, one person each, created one minute apart; nine in ten published
 * (with a sealed link token, as invite POST stores it), the rest drafts.
 */
export async function seedInvites(db: Db, customerId: string, appSecret: string, count: number, now = new Date()) {
  // The same sealing as modules/invites/invites.service.ts, so the list decrypts real link tokens.
  const cipher = createFieldCipher(appSecret, 'invites/link-token');
  const rows = Array.from({ length: count }, (_, n) => {
    const id = randomUUID();
    const link = createInviteLinkToken();
    const published = n % 10 !== 0;
    const createdAt = new Date(now.getTime() - (count - n) * 60_000);
    return {
      invite: {
        id,
        customerId,
        status: published ? ('PUBLISH' as const) : ('DRAFT' as const),
        kind: 'INDIVIDUAL_PERSON' as const,
        taxRegime: 'NPD',
        linkTokenHash: link.hash,
        linkTokenCipher: cipher.encrypt(link.token, id),
        createdAt,
        publishedAt: published ? createdAt : null,
      },
      person: { inviteId: id, customerId, createdAt, updatedAt: createdAt, ...person(2, n) },
    };
  });
  await inChunks(rows, (chunk) => db.insert(invites).values(chunk.map((r) => r.invite)));
  await inChunks(rows, (chunk) =>
    db.insert(inviteEmployees).values(
      chunk.map(({ person: p }) => ({
        inviteId: p.inviteId,
        customerId: p.customerId,
        lastName: p.lastName,
        firstName: p.firstName,
        patronymic: p.patronymic,
        phone: p.phone,
        smsCount: 1,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
      })),
    ),
  );
}

/**
 * An import file of `count` rows in the template's columns (series 3: people new to the company);
 * every 100th row has a malformed phone, so the validation also writes its report.
 */
export async function importWorkbook(count: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Исполнители');
  sheet.addRow([...EMPLOYEE_IMPORT_COLUMNS]);
  for (let n = 0; n < count; n++) {
    const p = person(3, n);
    const entrepreneur = n % 10 === 0;
    sheet.addRow([
      p.lastName,
      p.firstName,
      p.patronymic,
      n % 100 === 99 ? '12345' : p.phone.replace('+7', '8'),
      p.inn,
      entrepreneur ? 'ИП' : 'ФЛ',
      entrepreneur ? 'УСН «Доходы»' : 'НПД',
      'Разработка сайта',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
