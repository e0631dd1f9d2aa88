import { formerEmploymentBlockMessage, ruDay } from '@vyplaty/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fnsReceipts } from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import { watchFnsTraffic } from '../../../integrations/fns/fns.schema-check.js';
import { moscowDate, moscowYear } from '../../../lib/moscow-time.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { lockCustomer, lockEmployee } from '../../parties/index.js';
import {
  bound,
  type Contractor,
  companyOf,
  contractor,
  type FormerEmploymentStatements,
  sandbox,
} from '../connection/fns-connection.test-helpers.js';
import { checkPayoutEligibility, type EligibilityRule } from './fns-eligibility.js';

let server: TestServer;
let traffic: ReturnType<typeof watchFnsTraffic>;

beforeAll(async () => {
  server = await startTestServer({ FNS_SANDBOX_MESSAGE_DELAY_MS: '0' });
  traffic = watchFnsTraffic(server.baseUrl);
});
afterAll(() => server.close());
// Every FNS message and answer of each test follows the XSD 0.28.
afterEach(() => traffic.check());

const check = (c: Contractor, customerId: string, amountKopecks: bigint, on?: Date) =>
  checkPayoutEligibility(server.runtime.ctx, {
    employeeId: c.employeeId,
    customerId,
    amountKopecks,
    on,
    refresh: true,
  });
const failing = async (result: Promise<{ checks: { rule: EligibilityRule; ok: boolean }[] }>) =>
  (await result).checks.filter((c) => !c.ok).map((c) => c.rule);
/** The rule's explanation, with the no-break spaces of ru-RU amounts read as plain ones. */
const messageOf = async (result: ReturnType<typeof check>, rule: EligibilityRule) =>
  (await result).checks.find((c) => c.rule === rule)!.message?.replaceAll('\u00a0', ' ');

/** A 500,00 ₽ receipt of a paid payout that FNS has not registered yet: it counts toward the cap. */
const pendingReceipt = (c: Contractor, customerId: string, tag: string) => ({
  customerId,
  employeeId: c.employeeId,
  inn: c.inn,
  operationUniqueId: `${tag}-${c.employeeId}`,
  status: 'PENDING' as const,
  services: [{ name: 'Работа', amountKopecks: 500_00n, quantity: 1 }],
  totalKopecks: 500_00n,
  operationTime: new Date(),
  customerInn: '7707083893',
  customerOrganization: 'ООО',
});

/** A connected НПД contractor of a company, with `taxpayer` sandbox fields. */
async function ready(taxpayer: Record<string, unknown> = {}, permissions?: string[]) {
  const c = await contractor(server, { taxpayer });
  const company = await companyOf(server, c);
  await bound(server, c, permissions);
  return { c, customerId: company.customerId };
}

describe('checkPayoutEligibility (DOMAIN §2.1)', () => {
  it('passes every rule for a connected НПД contractor, and returns all seven checks', async () => {
    const { c, customerId } = await ready();
    const result = await check(c, customerId, 1000_00n);
    expect(result.eligible).toBe(true);
    expect(result.checks.map((x) => x.rule)).toEqual([
      'INN',
      'NPD_REGISTERED',
      'BOUND',
      'PERMISSIONS',
      'NOT_RESTRICTED',
      'YEARLY_LIMIT',
      'NOT_FORMER_EMPLOYER',
    ]);
    expect(result.checks.every((x) => x.ok && x.message === null)).toBe(true);
  });

  it('N2: refuses a contractor deregistered before the payout date', async () => {
    const { c, customerId } = await ready();
    await sandbox(server, '/taxpayers', {
      inn: c.inn,
      unregistration_time: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const result = check(c, customerId, 100n);
    expect(await failing(result)).toEqual(['NPD_REGISTERED']);
    expect(await messageOf(result, 'NPD_REGISTERED')).toMatch(
      /^Исполнитель снят с учёта как самозанятый \(НПД\) \d\d\.\d\d\.\d{4}/,
    );
  });

  it('at execution, what FNS said within the window stands (a mass payout asks once); a window of 0 asks again', async () => {
    const { c, customerId } = await ready();
    expect((await check(c, customerId, 100n)).eligible).toBe(true);
    await sandbox(server, '/taxpayers', {
      inn: c.inn,
      unregistration_time: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const within = (ms: number) =>
      checkPayoutEligibility(server.runtime.ctx, {
        employeeId: c.employeeId,
        customerId,
        amountKopecks: 100n,
        refresh: { unlessCheckedWithinMs: ms },
      });
    expect((await within(60_000)).eligible).toBe(true);
    expect(await failing(within(0))).toEqual(['NPD_REGISTERED']);
  });

  it('N3: refuses a contractor who has not connected the platform', async () => {
    const c = await contractor(server);
    const { customerId } = await companyOf(server, c);
    const result = check(c, customerId, 100n);
    expect(await failing(result)).toEqual(['BOUND', 'PERMISSIONS']);
    expect(await messageOf(result, 'BOUND')).toMatch(/не подключил платформу в «Мой налог»/);
  });

  it('N3: refuses when a needed permission is not granted', async () => {
    const { c, customerId } = await ready({}, ['INCOME_REGISTRATION', 'INCOME_LIST', 'INCOME_SUMMARY']);
    const result = check(c, customerId, 100n);
    expect(await failing(result)).toEqual(['PERMISSIONS']);
    expect(await messageOf(result, 'PERMISSIONS')).toMatch(/нет прав в «Мой налог»: аннулирование чеков/);
  });

  it('N6: refuses a contractor FNS restricts, with the code', async () => {
    const { c, customerId } = await ready({ restriction: { result: 'DENY', rejection_code: 'BLOCKED_42' } });
    const result = check(c, customerId, 100n);
    expect(await failing(result)).toEqual(['NOT_RESTRICTED']);
    expect(await messageOf(result, 'NOT_RESTRICTED')).toBe('ФНС ограничила операции исполнителя (код BLOCKED_42)');
  });

  describe('N5: the company is not the contractor’s employer, nor was within two years (both sides’ statements)', () => {
    const today = moscowDate(new Date());
    const twoYearsAgo = `${Number(today.slice(0, 4)) - 2}${today.slice(4)}`;
    const dayAfter = (day: string) => {
      const next = new Date(`${day}T12:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      return next.toISOString().slice(0, 10);
    };
    const n5 = async (c: Contractor, former: FormerEmploymentStatements) => {
      const { customerId } = await companyOf(server, c, former);
      const result = check(c, customerId, 100n);
      return { failing: await failing(result), message: await messageOf(result, 'NOT_FORMER_EMPLOYER') };
    };
    let c: Contractor;
    beforeAll(async () => {
      c = await contractor(server);
      await bound(server, c);
    });

    it('refuses while the contractor has not answered, even when the company said NEVER', async () => {
      for (const former of [{ employee: null }, { employee: null, customer: { status: 'NEVER' as const } }]) {
        const { failing: rules, message } = await n5(c, former);
        expect(rules).toEqual(['NOT_FORMER_EMPLOYER']);
        expect(message).toBe(formerEmploymentBlockMessage({ kind: 'NOT_DECLARED' }));
        expect(message).toMatch(/^Исполнитель ещё не ответил/);
      }
    });

    it('refuses a current employee, whichever side says so', async () => {
      for (const former of [
        { employee: { status: 'CURRENT' as const } },
        { employee: { status: 'NEVER' as const }, customer: { status: 'CURRENT' as const } },
      ]) {
        const { failing: rules, message } = await n5(c, former);
        expect(rules).toEqual(['NOT_FORMER_EMPLOYER']);
        expect(message).toMatch(/^Исполнитель — сотрудник компании по трудовому договору/);
      }
    });

    it('the stricter statement counts: the contractor says NEVER, the company a recent dismissal', async () => {
      const ended = dayAfter(twoYearsAgo);
      const { failing: rules, message } = await n5(c, {
        employee: { status: 'NEVER' },
        customer: { status: 'ENDED', ended_on: ended },
      });
      expect(rules).toEqual(['NOT_FORMER_EMPLOYER']);
      expect(message).toBe(
        `Компания была работодателем исполнителя до ${ruDay(ended)}: выплаты ему как самозанятому возможны ` +
          `с ${ruDay(dayAfter(today))} (422-ФЗ, ст. 6)`,
      );
      // Of two dismissals the later one counts.
      const later = await n5(c, {
        employee: { status: 'ENDED', ended_on: ended },
        customer: { status: 'ENDED', ended_on: twoYearsAgo },
      });
      expect(later.failing).toEqual(['NOT_FORMER_EMPLOYER']);
    });

    it('allows a dismissal exactly two years ago, refuses one a day later', async () => {
      expect((await n5(c, { employee: { status: 'ENDED', ended_on: twoYearsAgo } })).failing).toEqual([]);
      expect((await n5(c, { employee: { status: 'ENDED', ended_on: dayAfter(twoYearsAgo) } })).failing).toEqual([
        'NOT_FORMER_EMPLOYER',
      ]);
      expect((await n5(c, { employee: { status: 'NEVER' }, customer: { status: 'NEVER' } })).failing).toEqual([]);
    });
  });

  it('N1: refuses a wrong ИНН', async () => {
    const c = await contractor(server, { inn: '500100732258', taxpayer: false });
    const { customerId } = await companyOf(server, c);
    const result = check(c, customerId, 100n);
    expect(await failing(result)).toContain('INN');
    expect(await messageOf(result, 'INN')).toBe(
      'ИНН исполнителя 500100732258 некорректен: нужно 12 цифр с верной контрольной суммой',
    );
  });

  it('N4: income of the year + this payout up to exactly 2 400 000,00 ₽ passes, one kopeck more is refused', async () => {
    const { c, customerId } = await ready({
      prior_income: [{ amount_kopecks: 2_399_000_00, operation_time: new Date(Date.now() - 60_000).toISOString() }],
    });
    expect((await check(c, customerId, 1000_00n)).eligible).toBe(true);
    const over = check(c, customerId, 1000_01n);
    expect(await failing(over)).toEqual(['YEARLY_LIMIT']);
    expect(await messageOf(over, 'YEARLY_LIMIT')).toBe(
      `Доход исполнителя за ${moscowYear(new Date())} год с учётом этой выплаты превысит 2 400 000,00 ₽: ` +
        'уже 2 399 000,00 ₽ (из них ожидают чека 0,00 ₽), выплата 1 000,01 ₽',
    );
  });

  it('N4: counts payouts whose receipts are not registered yet', async () => {
    const { c, customerId } = await ready({
      prior_income: [{ amount_kopecks: 2_399_000_00, operation_time: new Date(Date.now() - 60_000).toISOString() }],
    });
    await server.runtime.ctx.db.insert(fnsReceipts).values(pendingReceipt(c, customerId, 'pending'));
    expect((await check(c, customerId, 500_00n)).eligible).toBe(true);
    const over = check(c, customerId, 500_01n);
    expect(await failing(over)).toEqual(['YEARLY_LIMIT']);
    expect(await messageOf(over, 'YEARLY_LIMIT')).toMatch(
      /уже 2 399 500,00 ₽ \(из них ожидают чека 500,00 ₽\), выплата 500,01 ₽$/,
    );
  });

  it('runs inside the caller’s transaction after its locks: an uncommitted receipt of that transaction counts', async () => {
    const { c, customerId } = await ready({
      prior_income: [{ amount_kopecks: 2_399_000_00, operation_time: new Date(Date.now() - 60_000).toISOString() }],
    });
    await check(c, customerId, 1_00n); // refreshes the year's income from FNS, outside any transaction
    const rolledBack = new Error('rolled back on purpose');
    const inside = inTransaction(server.runtime.ctx, async (txCtx) => {
      await lockCustomer(txCtx, customerId);
      await lockEmployee(txCtx, c.employeeId);
      await txCtx.db.insert(fnsReceipts).values(pendingReceipt(c, customerId, 'in-tx'));
      const second = checkPayoutEligibility(txCtx, { employeeId: c.employeeId, customerId, amountKopecks: 500_01n });
      expect(await failing(second)).toEqual(['YEARLY_LIMIT']);
      throw rolledBack;
    });
    await expect(inside).rejects.toBe(rolledBack);
    const after = checkPayoutEligibility(server.runtime.ctx, {
      employeeId: c.employeeId,
      customerId,
      amountKopecks: 500_01n,
    });
    expect((await after).eligible).toBe(true);
  });
});
