/**
 * The demo's money (issue 14 "Demo"): a second contractor already connected to the platform in
 * «Мой налог» (the FNS sandbox seeds her bound, FNS_SANDBOX_TAXPAYERS.demoConnected), so the demo company
 * can pay as НПД at once, and a top-up on the company's balance. Runs once, right after the demo seed
 * created the demo company, from runtime.ts — not in the API tests' template database, whose tests build
 * their own money. The top-up is posted as the statement job would post an arrival: a CREDIT keyed by a
 * bank reference (a demo one: the bank sandbox's statement is in memory and starts empty).
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { REQUESTED_PERMISSIONS } from '../../integrations/fns/fns.types.js';
import { credit } from '../../modules/ledger/index.js';
import {
  customers,
  employeeRequisites,
  fnsBindings,
  fnsTaxpayers,
  formerEmploymentStatements,
} from '../schema/index.js';
import { inTransaction } from '../transaction.js';
import { acceptCurrentOffer, createEmployee, DEMO_CUSTOMER, DEMO_PASSWORD, linkEmployee } from './demo.js';

export const DEMO_CONNECTED_EMPLOYEE = {
  phone: '+79990000007',
  inn: '770212345681',
  lastName: 'Соколова',
  firstName: 'Мария',
  patronymic: 'Андреевна',
  email: 'sokolova@example.ru',
} as const;

/** 1 000 000,00 ₽ on the demo company's balance. */
export const DEMO_TOP_UP_KOPECKS = 100_000_000n;

export async function seedDemoMoney(ctx: AppContext): Promise<{ customerId: string; connectedEmployeeId: string }> {
  const [customer] = await ctx.db.select().from(customers).where(eq(customers.inn, DEMO_CUSTOMER.inn)).limit(1);
  if (!customer) throw new Error('The demo company is missing: seedDemo runs first');
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
    await credit(txCtx, {
      customerId: customer.id,
      amountKopecks: DEMO_TOP_UP_KOPECKS,
      externalReference: 'demo-top-up-1',
      description: 'Пополнение баланса (демо-данные)',
    });
  });
  return { customerId: customer.id, connectedEmployeeId: employee.id };
}
