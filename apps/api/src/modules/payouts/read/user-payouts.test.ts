/**
 * user/payout(s) (SPEC §7 "User: payout(s) (+file)"): the company's payouts of both kinds in one list,
 * one payout by id whatever its kind (how a balance operation opens its payout), its files.
 */
import { apiPaths, type ErrorBody, type Payout, type PayoutListResponse, pathWithId } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendForm } from '../../../test-support/isolation/world.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { company, createPayouts, individualContractor, npdContractor, row } from '../payouts-flow.test-helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '0' });
});
afterAll(() => server?.close());

describe('the company’s payouts of both kinds', () => {
  it('lists both kinds newest first or by number, narrows by kind, opens one by id and reads its files', async () => {
    const a = await company(server);
    const npd = await npdContractor(server, a.customerId);
    const individual = await individualContractor(server, a.customerId);
    const first = await createPayouts(a.client, 'NPD', { rows: [row(npd.employeeId, '100.00')], pay: false });
    const second = await createPayouts(a.client, 'INDIVIDUAL', {
      rows: [row(individual.employeeId, '200.00'), row(individual.employeeId, '300.00')],
      pay: false,
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    const [npdDraft] = first.body.items;
    const [gpx1, gpx2] = second.body.items;

    const list = (body: unknown) => a.client.post<PayoutListResponse & ErrorBody>(apiPaths.userPayouts.list, body);
    const newest = await list({});
    expect(newest.body.items.map((p) => [p.kind, p.amount])).toEqual([
      ['INDIVIDUAL', '300.00'],
      ['INDIVIDUAL', '200.00'],
      ['NPD', '100.00'],
    ]);
    const byNumber = await list({ sort: { field: 'NUMBER', direction: 'ASC' } });
    expect(byNumber.body.items.map((p) => p.id)).toEqual([npdDraft!.id, gpx1!.id, gpx2!.id]);
    const onlyNpd = await list({ filters: { kind: 'NPD' } });
    expect([onlyNpd.body.totalCount, onlyNpd.body.items[0]?.id]).toEqual([1, npdDraft!.id]);

    // Keyset paging over both kinds: the second page follows the first's cursor, nothing twice.
    const page1 = await list({ page_size: 2 });
    const page2 = await list({ page_size: 2, after: page1.body.next_cursor });
    expect([...page1.body.items, ...page2.body.items].map((p) => p.id)).toEqual(newest.body.items.map((p) => p.id));

    // An order no index serves across kinds is refused in Russian.
    const bySum = await list({ sort: { field: 'AMOUNT', direction: 'ASC' } });
    expect(bySum.status).toBe(400);
    expect(JSON.stringify(bySum.body)).toContain('по дате добавления или по номеру');

    for (const p of [npdDraft!, gpx1!]) {
      const one = await a.client.get<Payout>(pathWithId(apiPaths.userPayouts.one, p.id));
      expect([one.status, one.body.kind, one.body.id]).toEqual([200, p.kind, p.id]);
    }

    const upload = await sendForm(a.client, 'POST', pathWithId(apiPaths.individualPayouts.files, gpx1!.id), {
      file: { name: 'договор.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
    });
    const file = (await upload.json()) as { id: string };
    const files = await a.client.get<{ items: { id: string; name: string }[] }>(
      pathWithId(apiPaths.userPayouts.files, gpx1!.id),
    );
    expect(files.body.items.map((f) => f.name)).toEqual(['договор.pdf']);
    const download = await fetch(
      `${server.baseUrl}${apiPaths.userPayouts.file.replace(':id', gpx1!.id).replace(':fileId', file.id)}`,
      { headers: { cookie: [...a.client.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ') } },
    );
    expect([download.status, (await download.text()).startsWith('%PDF')]).toEqual([200, true]);
  });

  it('answers 404 in Russian for another company’s payout, an unknown and a malformed id', async () => {
    const a = await company(server);
    const b = await company(server);
    const c = await individualContractor(server, a.customerId);
    const created = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '100.00')], pay: false });
    const id = created.body.items[0]!.id;
    for (const tried of [id, '00000000-0000-4000-8000-000000000000', 'не-id']) {
      const res = await b.client.get<ErrorBody>(pathWithId(apiPaths.userPayouts.one, tried));
      expect(res.status).toBe(404);
      expect(res.body.error_message).toMatch(/[а-яё]/i);
    }
    expect((await b.client.post<PayoutListResponse>(apiPaths.userPayouts.list, {})).body.totalCount).toBe(0);
  });
});
