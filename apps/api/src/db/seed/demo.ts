/**
 * Demo data for embedded mode and e2e: a verified customer company and a verified self-employed
 * contractor of it. Shared factories, so tests and the seed build the same rows. Refuses production.
 */

import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.js';
import { createCustomerWithAccount, createEmployeeWithAccount } from '../../modules/auth/index.js';
import type { Db } from '../client.js';
import {
  accounts,
  customerBankAccounts,
  customerEmployees,
  type customers,
  employeeRequisites,
  type employees,
  formerEmploymentStatements,
  offerAcceptances,
  offers,
} from '../schema/index.js';
import { representatives } from '../schema/representatives.js';
import { inTransaction } from '../transaction.js';
import { seedDemoServices } from './demo-services.js';
import { CURRENT_OFFER } from './offers.js';

export const DEMO_PASSWORD = 'Demo-2026!';
export const DEMO_CUSTOMER = {
  email: 'demo@company.ru',
  inn: '7719617469',
  kpp: '770701001',
  ogrn: '1157746123457',
  organisationName: 'ООО "Демо Компания"',
  lastName: 'Смирнова',
  firstName: 'Анна',
  patronymic: 'Сергеевна',
  phone: '+79990000100',
} as const;
/** The demo company's default account: a real bank (ПАО Сбербанк, Москва) and an account whose key fits its БИК. */
export const DEMO_BANK_ACCOUNT = {
  accountType: 'LEGAL_ENTITY',
  bik: '044525225',
  bankName: 'ПАО Сбербанк',
  corrAccount: '30101810400000000225',
  accountNumber: '40702810700380000001',
} as const;
export const DEMO_EMPLOYEE = {
  phone: '+79990000001',
  inn: '500100732259',
  lastName: 'Петров',
  firstName: 'Пётр',
  patronymic: 'Петрович',
  email: 'petrov@example.ru',
} as const;

type CustomerFields = Partial<
  Pick<typeof customers.$inferInsert, 'kpp' | 'ogrn' | 'lastName' | 'firstName' | 'patronymic' | 'phone'>
>;
type EmployeeFields = Partial<
  Pick<typeof employees.$inferInsert, 'inn' | 'lastName' | 'firstName' | 'patronymic' | 'email' | 'kind'>
>;

/** A customer with its login; verified unless told otherwise. */
export async function createCustomer(
  db: Db,
  input: {
    email: string;
    inn: string;
    organisationName: string;
    password: string;
    isVerified?: boolean;
    now?: Date;
  } & CustomerFields,
) {
  const { email, password, isVerified = true, now = new Date(), ...customer } = input;
  const passwordHash = await hashPassword(password);
  return inTransaction({ db }, (txCtx) =>
    createCustomerWithAccount(
      txCtx,
      { ...customer, verifiedAt: isVerified ? now : null },
      { email, passwordHash, emailVerifiedAt: isVerified ? now : null },
    ),
  );
}

/** A contractor with its login; verified unless told otherwise. */
export async function createEmployee(
  db: Db,
  input: { phone: string; password: string; isVerified?: boolean; now?: Date } & EmployeeFields,
) {
  const { password, isVerified = true, now = new Date(), ...employee } = input;
  const passwordHash = await hashPassword(password);
  return inTransaction({ db }, (txCtx) =>
    createEmployeeWithAccount(
      txCtx,
      { kind: 'INDIVIDUAL_PERSON', ...employee, verifiedAt: isVerified ? now : null },
      { passwordHash, now },
    ),
  );
}

/** Makes the contractor work for the company (an ACTIVE link), as joining through an invite does. */
export async function linkEmployee(
  db: Db,
  input: { customerId: string; employeeId: string; taxRegime?: string; createdAt?: Date },
) {
  const [link] = await db
    .insert(customerEmployees)
    .values({ taxRegime: 'NPD', ...input })
    .returning();
  return link!;
}

export async function acceptCurrentOffer(db: Db, accountId: string) {
  const [offer] = await db.select().from(offers).where(eq(offers.version, CURRENT_OFFER.version));
  if (offer) await db.insert(offerAcceptances).values({ accountId, offerId: offer.id }).onConflictDoNothing();
}

/** Seeds the demo company and contractor once (when no account exists yet). */
export async function seedDemo(db: Db, appEnv: string): Promise<boolean> {
  if (appEnv === 'production') throw new Error('The demo seed refuses to run in production');
  const [existing] = await db.select({ id: accounts.id }).from(accounts).limit(1);
  if (existing) return false;
  await inTransaction({ db }, async ({ db: tx }) => {
    const { customer, account: customerAccount } = await createCustomer(tx, {
      ...DEMO_CUSTOMER,
      password: DEMO_PASSWORD,
    });
    const { employee, account: employeeAccount } = await createEmployee(tx, {
      ...DEMO_EMPLOYEE,
      password: DEMO_PASSWORD,
    });
    const link = await linkEmployee(tx, { customerId: customer.id, employeeId: employee.id });
    // The contractor has declared they were never the company's employee (N5), so the demo pays them as НПД.
    await tx.insert(formerEmploymentStatements).values({
      customerEmployeeId: link.id,
      party: 'EMPLOYEE',
      status: 'NEVER',
      statedBy: employeeAccount.id,
    });
    await tx.insert(customerBankAccounts).values({ ...DEMO_BANK_ACCOUNT, customerId: customer.id, isDefault: true });
    // The contractor is paid by СБП to their phone at Сбербанк (a real НСПК participant id, db/seed/sbp-banks.ts).
    await tx.insert(employeeRequisites).values({
      employeeId: employee.id,
      kind: 'SBP',
      isPrimary: true,
      sbpPhone: DEMO_EMPLOYEE.phone,
      sbpBankId: '100000000111',
    });
    await acceptCurrentOffer(tx, customerAccount.id);
    await acceptCurrentOffer(tx, employeeAccount.id);
    await seedDemoRepresentative(tx, customer.id);
    await seedDemoServices(tx, customer.id);
  });
  return true;
}

/**
 * The demo company's responsible person: a fictional accountant (invented ИНН and СНИЛС that pass the
 * checksums). She is the representative of the test МЧД in modules/representatives/fixtures/, so the
 * fixture can be uploaded to her in the demo.
 */
export const DEMO_REPRESENTATIVE = {
  lastName: 'Образцова',
  firstName: 'Дарья',
  patronymic: 'Тестовна',
  jobTitle: 'Главный бухгалтер',
  email: 'obraztsova@example.ru',
  phone: '+79990000055',
  inn: '771900001235',
  snils: '11223344595',
} as const;

export async function seedDemoRepresentative(db: Db, customerId: string) {
  await db.insert(representatives).values({ ...DEMO_REPRESENTATIVE, customerId });
}
