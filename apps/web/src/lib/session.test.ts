import { afterEach, describe, expect, it } from 'vitest';
import { stubAdapter } from '../test/http-stub';
import { http } from './http';
import { getAuthMe, isSurelyAnonymous } from './session';

const originalAdapter = http.defaults.adapter;
const LOGGED_IN_COOKIE = 'vp_csrf=test-csrf-token; path=/';

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; back to a logged-in browser.
  document.cookie = LOGGED_IN_COOKIE;
});

describe('who is looking, on the first visit', () => {
  it('is surely nobody only when the API is on this origin and the CSRF cookie of a login is absent', () => {
    expect(isSurelyAnonymous('', null)).toBe(true);
    expect(isSurelyAnonymous(undefined, null)).toBe(true);
    expect(isSurelyAnonymous('', 'token')).toBe(false);
    // The native shell talks to an API elsewhere: its cookies are not readable here, so it must ask.
    expect(isSurelyAnonymous('https://api.vyplaty.ru', null)).toBe(false);
  });

  it('does not ask the API when nobody logged in in this browser', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the cookie expires.
    document.cookie = 'vp_csrf=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const adapter = stubAdapter(() => ({ status: 200, data: { role: 'user', entity_id: 'c1', is_verified: true } }));
    http.defaults.adapter = adapter;

    await expect(getAuthMe()).resolves.toBeNull();
    expect(adapter.calls).toHaveLength(0);
  });

  it('asks the API when a login left its cookie, and believes the answer', async () => {
    const adapter = stubAdapter(() => ({ status: 200, data: { role: 'user', entity_id: 'c1', is_verified: true } }));
    http.defaults.adapter = adapter;

    await expect(getAuthMe()).resolves.toEqual({ role: 'user', entity_id: 'c1', is_verified: true });
    expect(adapter.calls.map((call) => call.url)).toEqual(['/v1/auth/me']);
  });
});
