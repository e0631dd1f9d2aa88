import type { RoutePageAnswer } from '@vyplaty/contracts';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from './page-data';

const ME: RoutePageAnswer = { method: 'GET', path: '/v1/auth/me', status: 200, data: { role: 'user' } };
const LIST_BODY = JSON.stringify({ page: 1, page_size: 20 });
const LIST: RoutePageAnswer = {
  method: 'POST',
  path: '/v1/employees',
  body: LIST_BODY,
  status: 200,
  data: { items: [] },
};

/** The page as the API sends it: the answers in a JSON block (apps/api/src/http/route-shell-data.ts). */
function pageWith(entries: RoutePageAnswer[]) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ELEMENT_ID;
  block.textContent = JSON.stringify(entries);
  document.body.append(block);
}

/** A client whose network is a recorder: what reaches it went to the API. */
async function clientWithNetwork() {
  const sent: string[] = [];
  const network: AxiosAdapter = async (config) => {
    sent.push(`${config.method?.toUpperCase()} ${config.url}`);
    return { data: { from: 'network' }, status: 200, statusText: 'OK', headers: {}, config };
  };
  // A fresh module: the page's answers are read once per page load.
  vi.resetModules();
  const { createHttpClient } = await import('./client');
  return { http: createHttpClient({ baseURL: '', adapter: network, onAuthLost: () => {} }), sent };
}

beforeEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('answers the server sent inside the page', () => {
  it("answers the page's first identical calls from the page, once, then asks the API", async () => {
    pageWith([ME, LIST]);
    const { http, sent } = await clientWithNetwork();

    expect((await http.get('/v1/auth/me')).data).toEqual({ role: 'user' });
    expect((await http.post('/v1/employees', { page: 1, page_size: 20 })).data).toEqual({ items: [] });
    expect(sent).toEqual([]);
    // The block is read once and gone: nothing can read the answers again.
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();

    expect((await http.get('/v1/auth/me')).data).toEqual({ from: 'network' });
    expect(sent).toEqual(['GET /v1/auth/me']);
  });

  it('asks the API for a call that differs in its body, its query or its address', async () => {
    pageWith([ME, LIST]);
    const { http, sent } = await clientWithNetwork();

    await http.post('/v1/employees', { page: 2, page_size: 20 });
    await http.get('/v1/auth/me', { params: { full: 1 } });
    await http.get('/v1/auth/me', { baseURL: 'https://api.other.ru' });
    expect(sent).toEqual(['POST /v1/employees', 'GET /v1/auth/me', 'GET /v1/auth/me']);
  });

  it('drops answers the app did not ask for within a minute: they are stale by then', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    pageWith([ME]);
    const { http, sent } = await clientWithNetwork();
    await http.get('/v1/notifications');
    vi.setSystemTime(Date.now() + 61_000);

    expect((await http.get('/v1/auth/me')).data).toEqual({ from: 'network' });
    expect(sent).toEqual(['GET /v1/notifications', 'GET /v1/auth/me']);
  });

  it('goes to the API when the page has no answers or a damaged block', async () => {
    const empty = await clientWithNetwork();
    await empty.http.get('/v1/auth/me');
    expect(empty.sent).toEqual(['GET /v1/auth/me']);

    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ELEMENT_ID;
    block.textContent = '{not json';
    document.body.append(block);
    const damaged = await clientWithNetwork();
    await damaged.http.get('/v1/auth/me');
    expect(damaged.sent).toEqual(['GET /v1/auth/me']);
  });
});
