/** The company's services catalogue and units through HTTP (SPEC §7 Services). */
import { apiPaths, type ErrorBody, pathWithId, type Service } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { company, individualContractor } from '../payouts-flow.test-helpers.js';

let server: TestServer;
const SERVICE_UNIT = '5e4a1c00-0000-4000-8000-000000000001';
const HOUR_UNIT = '5e4a1c00-0000-4000-8000-000000000002';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Units = { items: { id: string; name: string; short_name: string }[] };

describe('services and units', () => {
  it('lists the platform’s units and the company’s own; keeps names unique; edits and removes services', async () => {
    const a = await company(server);
    const units = await a.client.get<Units>(apiPaths.services.units);
    expect(units.body.items.map((u) => u.short_name)).toEqual(['услуга', 'час', 'шт.', 'день', 'месяц']);
    const own = await a.client.post<Units['items'][number] & ErrorBody>(apiPaths.services.unit, {
      name: 'Рейс',
      short_name: 'рейс',
    });
    expect(own.status).toBe(201);
    expect((await a.client.post<ErrorBody>(apiPaths.services.unit, { name: 'Рейс', short_name: 'р.' })).status).toBe(
      409,
    );
    expect((await a.client.get<Units>(apiPaths.services.units)).body.items.map((u) => u.name)).toContain('Рейс');

    const created = await a.client.post<Service & ErrorBody>(apiPaths.services.one, {
      name: 'Курьерская доставка',
      unit_id: HOUR_UNIT,
      price: '1 500,50',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: 'Курьерская доставка', price: '1500.50', unit: { short_name: 'час' } });
    const twice = await a.client.post<ErrorBody>(apiPaths.services.one, {
      name: 'Курьерская доставка',
      unit_id: SERVICE_UNIT,
    });
    expect([twice.status, twice.body.fields]).toEqual([409, { name: 'Услуга с таким названием уже есть' }]);
    const badUnit = await a.client.post<ErrorBody>(apiPaths.services.one, {
      name: 'Уборка',
      unit_id: '00000000-0000-4000-8000-000000000000',
    });
    expect([badUnit.status, badUnit.body.fields?.unit_id]).toEqual([
      400,
      'Единица измерения не найдена: выберите её из списка',
    ]);
    const noPrice = await a.client.post<ErrorBody>(apiPaths.services.one, {
      name: 'Уборка',
      unit_id: own.body.id,
      price: '0',
    });
    expect(noPrice.status).toBe(400);

    const path = pathWithId(apiPaths.services.byId, created.body.id);
    const updated = await a.client.request<Service>('PUT', path, { body: { name: 'Доставка', unit_id: own.body.id } });
    expect(updated.body).toMatchObject({ name: 'Доставка', price: null, unit: { name: 'Рейс' } });
    expect((await a.client.get<{ items: Service[] }>(apiPaths.services.list)).body.items.map((s) => s.name)).toEqual([
      'Доставка',
    ]);

    // Another company sees none of it and cannot use the company's own unit.
    const b = await company(server);
    expect((await b.client.get<{ items: Service[] }>(apiPaths.services.list)).body.items).toEqual([]);
    expect((await b.client.get(path)).status).toBe(404);
    expect((await b.client.get<Units>(apiPaths.services.units)).body.items).toHaveLength(5);
    expect((await b.client.post(apiPaths.services.one, { name: 'Чужая', unit_id: own.body.id })).status).toBe(400);

    expect((await a.client.request('DELETE', path)).status).toBe(204);
    expect((await a.client.get(path)).status).toBe(404);
    // The name is free again once removed.
    expect((await a.client.post(apiPaths.services.one, { name: 'Доставка', unit_id: SERVICE_UNIT })).status).toBe(201);
  });

  it('is the company’s: a contractor is refused', async () => {
    const a = await company(server);
    const c = await individualContractor(server, a.customerId);
    const res = await c.client.get<ErrorBody>(apiPaths.services.list);
    expect([res.status, res.body.code]).toEqual([403, 'USER_NOT_AUTHENTICATED']);
  });
});
