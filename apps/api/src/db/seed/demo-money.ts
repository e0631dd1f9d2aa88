/**
 * The demo's money (issue 14 "Demo"): a second contractor already connected to the platform in
 * «Мой налог» (the FNS sandbox seeds her bound, FNS_SANDBOX_TAXPAYERS.demoConnected), so the demo company
 * can pay as НПД at once; a contractor under a ГПХ contract with a bank account, paid as an individual;
 * two top-ups on the company's balance and the payouts of the last weeks (demo-payouts.ts). Runs once,
 * from runtime.ts at the first start that finds the demo company without it — right after the demo seed,
 * or after `npm run db:seed` made the accounts alone — not in the API tests' template database, whose
 * tests build their own money. The top-ups are posted as the statement job would post an
 * arrival: a CREDIT keyed by a bank reference (a demo one: the bank sandbox's statement is in memory and
 * starts empty), dated before the payouts they pay for.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { REQUESTED_PERMISSIONS } from '../../integrations/fns/fns.types.js';
import { credit } from '../../modules/ledger/index.js';
import {
  accounts,
  customers,
  employeeRequisites,
  employees,
  fnsBindings,
  fnsTaxpayers,
  formerEmploymentStatements,
} from '../schema/index.js';
import { inTransaction } from '../transaction.js';
import { acceptCurrentOffer, createEmployee, DEMO_CUSTOMER, DEMO_PASSWORD, linkEmployee } from './demo.js';
import { demoMoment, seedDemoPayouts } from './demo-payouts.js';

export const DEMO_CONNECTED_EMPLOYEE = {
  phone: '+79990000007',
  inn: '770212345681',
  lastName: 'Соколова',
  firstName: 'Мария',
  patronymic: 'Андреевна',
  email: 'sokolova@example.ru',
} as const;

/** A person paid under a ГПХ contract (the company withholds НДФЛ), to a bank account at Сбербанк. */
export const DEMO_INDIVIDUAL_EMPLOYEE = {
  phone: '+79990000008',
  inn: '772612345619',
  lastName: 'Кузнецов',
  firstName: 'Игорь',
  patronymic: 'Валерьевич',
  email: 'kuznetsov@example.ru',
} as const;
const DEMO_INDIVIDUAL_ACCOUNT = {
  kind: 'BANK_ACCOUNT',
  bik: '044525225',
  bankName: 'ПАО Сбербанк',
  corrAccount: '30101810400000000225',
  accountNumber: '40817810138000045612',
} as const;

/** The top-ups: 1 000 000,00 ₽ four weeks ago, 150 000,00 ₽ eleven days ago; the payouts leave over 1 000 000 ₽. */
export const DEMO_TOP_UPS = [
  { kopecks: 100_000_000n, daysAgo: 27, at: '10:05', reference: 'demo-top-up-1' },
  { kopecks: 15_000_000n, daysAgo: 11, at: '09:30', reference: 'demo-top-up-2' },
] as const;

/** The demo company is there and its money is not yet (the connected contractor is what it makes first). */
export async function isDemoMoneyMissing(db: AppContext['db']): Promise<boolean> {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.inn, DEMO_CUSTOMER.inn));
  if (!customer) return false;
  const [connected] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.phone, DEMO_CONNECTED_EMPLOYEE.phone));
  return !connected;
}

export async function seedDemoMoney(
  ctx: AppContext,
): Promise<{ customerId: string; connectedEmployeeId: string; individualEmployeeId: string }> {
  const [customer] = await ctx.db.select().from(customers).where(eq(customers.inn, DEMO_CUSTOMER.inn)).limit(1);
  if (!customer) throw new Error('The demo company is missing: seedDemo runs first');
  const [login] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.customerId, customer.id), eq(accounts.role, 'user')))
    .limit(1);
  if (!login) throw new Error('The demo company has no login: seedDemo runs first');
  const { employee, account } = await createEmployee(ctx.db, { ...DEMO_CONNECTED_EMPLOYEE, password: DEMO_PASSWORD });
  const now = ctx.now();
  await inTransaction(ctx, async (txCtx) => {
    const link = await linkEmployee(txCtx.db, { customerId: customer.id, employeeId: employee.id });
    await txCtx.db.insert(formerEmploymentStatements).values({
      customerEmployeeId: link.id,
      party: 'EMPLOYEE',
      status: 'NEVER',
      statedBy: account.id,
    });
    // Paid by СБП to her phone at Т-Банк (a real НСПК participant id, db/seed/sbp-banks.ts).
    await txCtx.db.insert(employeeRequisites).values({
      employeeId: employee.id,
      kind: 'SBP',
      isPrimary: true,
      sbpPhone: DEMO_CONNECTED_EMPLOYEE.phone,
      sbpBankId: '100000000004',
    });
    await txCtx.db.insert(fnsBindings).values({
      employeeId: employee.id,
      by: 'INN',
      inn: DEMO_CONNECTED_EMPLOYEE.inn,
      status: 'BIND',
      permissions: [...REQUESTED_PERMISSIONS],
      requestedAt: now,
      boundAt: now,
      checkedAt: now,
    });
    await txCtx.db.insert(fnsTaxpayers).values({
      employeeId: employee.id,
      inn: DEMO_CONNECTED_EMPLOYEE.inn,
      npdStatus: 'REGISTERED',
      registrationTime: new Date('2023-09-01T09:00:00.000Z'),
      activities: ['1'],
      statusCheckedAt: now,
    });
    await acceptCurrentOffer(txCtx.db, account.id);
  });
  for (const topUp of DEMO_TOP_UPS) {
    const moment = demoMoment(now, topUp.daysAgo, topUp.at);
    await inTransaction({ ...ctx, now: () => moment }, (txCtx) =>
      credit(txCtx, {
        customerId: customer.id,
        amountKopecks: topUp.kopecks,
        externalReference: topUp.reference,
        description: 'Пополнение баланса (демо-данные)',
      }),
    );
  }
  const individualEmployeeId = await seedIndividualContractor(ctx, customer.id);
  await seedDemoPayouts(ctx, {
    customerId: customer.id,
    accountId: login.id,
    npdEmployeeId: employee.id,
    individualEmployeeId,
  });
  return { customerId: customer.id, connectedEmployeeId: employee.id, individualEmployeeId };
}

/** Кузнецов: verified, a ГПХ contractor of the demo company (tax regime OTHER), paid to his bank account. */
async function seedIndividualContractor(ctx: AppContext, customerId: string): Promise<string> {
  const { employee, account } = await createEmployee(ctx.db, { ...DEMO_INDIVIDUAL_EMPLOYEE, password: DEMO_PASSWORD });
  await inTransaction(ctx, async (txCtx) => {
    await linkEmployee(txCtx.db, { customerId, employeeId: employee.id, taxRegime: 'OTHER' });
    await txCtx.db
      .insert(employeeRequisites)
      .values({ ...DEMO_INDIVIDUAL_ACCOUNT, employeeId: employee.id, isPrimary: true });
    await acceptCurrentOffer(txCtx.db, account.id);
  });
  return employee.id;
}
