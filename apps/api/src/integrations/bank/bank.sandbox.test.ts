/**
 * The bank sandbox as the running portal mounts it: `ctx.bank` talks to /sandbox/bank, the developer
 * page shows the nominal account and the «Пополнить» form under the document CSP, and a top-up made
 * through that form (what the browser tests do) is read back from the statement by the client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createBankRegistryClient } from './bank.registry-client.js';
import type { BankRegistryResult } from './bank.registry-types.js';
import { BANK_SANDBOX_CLIENT_ID, BANK_SANDBOX_CLIENT_SECRET } from './bank.sandbox.js';
import type { BankClient } from './bank.types.js';
import { nominalAccountRequisites } from './nominal-account.js';

let server: TestServer;
let bank: BankClient;

const form = (fields: Record<string, string>) =>
  fetch(`${server.baseUrl}/sandbox/bank/ui/top-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

beforeAll(async () => {
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '0' });
  if (!server.runtime.ctx.bank) throw new Error('ctx.bank is not wired');
  bank = server.runtime.ctx.bank;
});
afterAll(async () => server?.close());

describe('bank sandbox in the portal', () => {
  it('the developer page shows the nominal account and the «Пополнить» form, with no script allowed', async () => {
    const res = await fetch(`${server.baseUrl}/sandbox/bank`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("script-src-attr 'none'");
    const html = await res.text();
    const nominal = nominalAccountRequisites(server.runtime.ctx.config);
    expect(html).toContain(nominal.accountNumber);
    expect(html).toContain('<form method="post" action="/sandbox/bank/ui/top-up">');
    for (const label of [
      'ИНН плательщика',
      'Наименование плательщика',
      'Счёт плательщика',
      'Сумма, ₽',
      'Назначение платежа',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('>Пополнить</button>');
    expect(html).not.toContain('<script');
  });

  it('a top-up through the form arrives in the statement the client reads', async () => {
    const before = await bank.readStatement(null);
    const res = await form({
      payerInn: '7707083893',
      payerName: 'ООО «Ромашка»',
      payerAccount: '40702810700380000001',
      amount: '12 500,50',
      purpose: 'Пополнение баланса по договору № НС-1',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/sandbox/bank');
    const page = await bank.readStatement(before.nextCursor);
    expect(page.items).toEqual([
      {
        bankReference: expect.stringMatching(/^SBX[0-9A-F]{16}$/),
        direction: 'IN',
        amountKopecks: 1_250_050n,
        payerInn: '7707083893',
        payerName: 'ООО «Ромашка»',
        payerAccount: '40702810700380000001',
        purpose: 'Пополнение баланса по договору № НС-1',
        bookedAt: expect.any(Date),
        paymentId: null,
      },
    ]);
    expect(await (await fetch(`${server.baseUrl}/sandbox/bank`)).text()).toContain('12\u00a0500,50 ₽');
  });

  it('a form with a bad amount answers the page with the Russian reason and adds nothing', async () => {
    const before = await bank.readStatement(null);
    const res = await form({ payerInn: '7707083893', payerName: 'ООО', amount: '10,005', purpose: 'Пополнение' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Сумма в рублях больше нуля, не больше двух знаков после запятой');
    expect((await bank.readStatement(before.nextCursor)).items).toEqual([]);
  });

  it('ctx.bank pays through the sandbox of the running portal', async () => {
    const paymentId = `wiring-${Date.now()}`;
    await bank.sendPayment({
      paymentId,
      amountKopecks: 10_000n,
      recipient: { kind: 'SBP', phone: '+79161234567', sbpBankId: '100000000111', name: 'Сидорова Анна' },
      purpose: 'Оплата услуг',
    });
    expect(await bank.getPayment(paymentId)).toMatchObject({ status: 'DONE' });
  });

  it('the registry API is mounted too: a registry bigger than the portal’s 1 MiB body limit is created and paid', async () => {
    const control = (path: string, body: Record<string, unknown>) =>
      fetch(`${server.baseUrl}/sandbox/bank/control/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await control('registry-settings', { methodIntervalMs: 0, readIntervalMs: 0 })).status).toBe(200);
    const registries = createBankRegistryClient({
      baseUrl: () => `${server.baseUrl}/sandbox/bank`,
      clientId: BANK_SANDBOX_CLIENT_ID,
      clientSecret: BANK_SANDBOX_CLIENT_SECRET,
    });
    const done = async (correlationId: string): Promise<BankRegistryResult> => {
      for (;;) {
        const result = await registries.readResult(correlationId);
        if (result.status !== 'IN_PROGRESS') return result;
      }
    };
    const payments = Array.from({ length: 5000 }, (_, i) => ({
      externalId: `portal-${Date.now()}-${i}`,
      amountKopecks: 10_000n,
      payeeInn: '500100732259',
      recipient: { kind: 'SBP' as const, phone: '+79161234567', sbpBankId: '100000000111', name: 'Сидорова Анна' },
      purpose: 'Оплата услуг по договору № 7, НДС не облагается',
    }));
    const nominal = nominalAccountRequisites(server.runtime.ctx.config);
    const created = await done(
      (
        await registries.createRegistry({
          registryKey: `portal-${Date.now()}`,
          payerAccount: nominal.accountNumber,
          createType: 'FAIL_ERRORS',
          payments,
        })
      ).correlationId,
    );
    if (created.status !== 'SUCCESS') throw new Error(JSON.stringify(created));
    await done((await registries.submitRegistry(created.registryId)).correlationId);
    expect(await done((await registries.payRegistry(created.registryId)).correlationId)).toMatchObject({
      status: 'SUCCESS',
    });
    expect(await registries.getRegistry(created.registryId)).toMatchObject({
      status: 'FOUND',
      registry: { status: 'EXECUTED', totalKopecks: 50_000_000n },
    });
    expect(await bank.getPayment(payments[4999]?.externalId ?? '')).toMatchObject({ status: 'DONE' });
    await control('reset', {});
  });
});
