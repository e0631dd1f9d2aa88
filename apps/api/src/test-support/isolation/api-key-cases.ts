/**
 * Isolation cases of the company's API keys (issue 30, modules/api-keys): A's owner and B's owner have each made a
 * key over HTTP. B's list shows only B's keys; B cannot rename, re-address, revoke or rotate A's key (404, as an
 * unknown id); a contractor gets 403. B making a key of its own touches nothing of A.
 */
import { apiPaths } from '@vyplaty/contracts';
import { createKey, dayAfter } from '../../modules/api-keys/api-keys.test-helpers.js';
import { BearerTestClient } from '../http-client.js';
import type { TestServer } from '../test-server.js';
import { type CaseTable, ownerOnly, selfScoped } from './cases.js';
import type { Company, Party, World } from './world.js';

export const apiKeyWorld = { aKeyId: '' };

let seq = 0;

/** A's and B's keys, made through the API as the owner does. */
export async function addApiKeyData(_server: TestServer, w: Omit<World, 'markers'>): Promise<void> {
  apiKeyWorld.aKeyId = (await createKey(w.a, { name: 'Альфа 1С', role: 'ACCOUNTANT', allowedIps: ['10.1.0.0/16'] })).id;
  await createKey(w.b, { name: 'Бета ERP', role: 'VIEWER' });
}

/** B's system: B's ACCOUNTANT key as a party of its own, calling with the bearer only (the world's `bKey`). */
export async function apiKeyParty(server: TestServer, b: Company): Promise<Party> {
  const key = await createKey(b, { name: 'Бета система', role: 'ACCOUNTANT', expiresOn: dayAfter(30) });
  return { ...b, client: new BearerTestClient(server.baseUrl, key.secret) };
}

const p = apiPaths.apiKeys;
const aKey = () => ({ params: { id: apiKeyWorld.aKeyId } });

export const apiKeyCases: CaseTable = {
  [`GET ${p.list}`]: selfScoped('customer'),
  [`POST ${p.list}`]: selfScoped('customer', () => ({
    body: { name: `Бета ключ ${++seq}`, role: 'VIEWER', allowed_ips: [], expires_on: dayAfter(5) },
  })),
  [`PATCH ${p.one}`]: ownerOnly('a', () => ({ ...aKey(), body: { name: 'Чужое имя', allowed_ips: ['0.0.0.0/0'] } })),
  [`POST ${p.revoke}`]: ownerOnly('a', aKey),
  [`POST ${p.rotate}`]: ownerOnly('a', () => ({ ...aKey(), body: { overlap_hours: 0 } })),
};
