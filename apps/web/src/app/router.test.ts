import type { AuthMe } from '@vyplaty/contracts';
import { isRouteErrorResponse } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../lib/http';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { pathOf, stubAdapter } from '../test/http-stub';
import { currentUrl, openRoute, routeError } from '../test/memory-router';

const customer: AuthMe = { role: 'user', entity_id: 'c1', is_verified: true };
const employee: AuthMe = { role: 'employee', entity_id: 'e1', is_verified: true };
const UUID = '3f1c2b7e-9a4d-4e2b-8c1a-0d9e8f7a6b5c';
const originalAdapter = http.defaults.adapter;

/** Opens a path as `session` (null = anonymous); the session is served from the query cache. */
function open(path: string, session: AuthMe | null = customer) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.auth.me, session);
  return openRoute(queryClient, path);
}

function expectNotFound(router: Awaited<ReturnType<typeof open>>) {
  const error = routeError(router);
  expect(isRouteErrorResponse(error) && error.status).toBe(404);
}

describe('route tree: redirects of SPEC §2', () => {
  it.each([
    ['/', '/profile/payments-accounts'],
    ['/profile', '/profile/payments-accounts'],
    ['/profile/documents', '/profile/documents/agreements'],
    // SPEC §2: /payments opens mass NPD payments (docs/decisions/upcoming-sections.md).
    ['/payments', '/payments/mass-payment'],
    ['/payments/npd', '/payments/npd/multiple'],
    ['/payments/npd/anything', '/payments/npd/multiple'],
    ['/payments/individual', '/payments/individual/multiple'],
    ['/payments/npd?subtab=single', '/payments/npd/single'],
    ['/payments/individual?subtab=single', '/payments/individual/single'],
    ['/payments/npd?subtab=multiple', '/payments/npd/multiple'],
  ])('%s → %s', async (from, to) => {
    expect(currentUrl(await open(from))).toBe(to);
  });

  it.each([
    '/payments/npd/single',
    '/payments/individual/single',
    '/payments/mass-individual-payment/form',
    '/payments/files-preview-p1/f1',
    '/employees/invites',
    '/files-preview/user-report/f1',
  ])('%s opens as is', async (path) => {
    const router = await open(path);
    expect(currentUrl(router)).toBe(path);
    expect(routeError(router)).toBeUndefined();
  });

  it('/employee → /employee/profile → /employee/profile/info for an employee', async () => {
    expect(currentUrl(await open('/employee', employee))).toBe('/employee/profile/info');
    expect(currentUrl(await open('/', employee))).toBe('/employee/profile/info');
  });
});

describe('route tree: 404s', () => {
  it.each(['/payments/bonus', '/payments/bonus/single'])('invalid payments tab %s is a 404', async (path) => {
    expectNotFound(await open(path));
  });

  it.each([
    '/payments/mass-payment/123',
    '/payments/mass-individual-payment/not-an-id',
    '/employees/invite/42',
    '/document-management/bundle/abc',
  ])('a non-UUID id in %s is a 404', async (path) => {
    expectNotFound(await open(path));
  });

  it.each([
    `/payments/mass-payment/${UUID}`,
    `/payments/mass-individual-payment/${UUID}`,
    `/employees/invite/${UUID}`,
    `/document-management/bundle/${UUID}`,
  ])('a UUID id in %s opens the page', async (path) => {
    const router = await open(path);
    expect(currentUrl(router)).toBe(path);
    expect(routeError(router)).toBeUndefined();
  });

  it('the employee area is a 404 for a customer', async () => {
    for (const path of ['/employee', '/employee/profile/info', '/employee/tasks']) {
      const router = await open(path, customer);
      expectNotFound(router);
    }
  });

  it('an unknown route is a 404', async () => {
    expectNotFound(await open('/no/such/page'));
  });
});

describe('route tree: session rules as loaders', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('an anonymous deep link goes to /login with redirect_url of the page', async () => {
    const router = await open(`/payments/mass-payment/${UUID}?tab=2`, null);
    expect(router.state.location.pathname).toBe('/login');
    const redirectUrl = new URLSearchParams(router.state.location.search).get('redirect_url');
    expect(new URL(redirectUrl!).pathname + new URL(redirectUrl!).search).toBe(`/payments/mass-payment/${UUID}?tab=2`);
  });

  it('an anonymous visitor is redirected to login before any 404 check', async () => {
    const router = await open('/payments/bonus', null);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a logged-in person on /login goes to main and on to the start page', async () => {
    expect(currentUrl(await open('/login', customer))).toBe('/profile/payments-accounts');
  });

  it('an unverified customer is forced to complete registration, query kept, at the first open step', async () => {
    http.defaults.adapter = stubAdapter((req) =>
      pathOf(req) === '/v1/user/profile'
        ? {
            status: 200,
            data: {
              id: 'c1',
              inn: '7707083893',
              kpp: null,
              ogrn: null,
              organisation_name: 'ООО "Ромашка"',
              email: 'a@b.ru',
              email_verified: false,
              phone_number: null,
              last_name: null,
              first_name: null,
              patronymic: null,
              is_verified: false,
              status: 'PENDING',
              registration_steps: {
                'self-nep': true,
                'sber-balance': true,
                'email-confirm': false,
                'sign-trusted-document': false,
              },
            },
          }
        : { status: 404, data: {} },
    );
    const router = await open('/tasks?ref=mail', { ...customer, is_verified: false });
    expect(currentUrl(router)).toBe('/customer-complete-registration/email-confirm?ref=mail');
  });

  it('an e-mail action link lands on the page that handles it with the whole query', async () => {
    const router = await open('/?action=UPDATE_PASSWORD&token=abc', null);
    expect(currentUrl(router)).toBe('/reset-password?action=UPDATE_PASSWORD&token=abc');
  });

  it('/confirm-password with a query is opened by an unverified customer and spends the token once', async () => {
    const adapter = stubAdapter(() => ({ status: 200, data: { ok: true } }));
    http.defaults.adapter = adapter;
    const token = 'A'.repeat(43);
    const router = await open(`/confirm-password?action=VERIFY_EMAIL&token=${token}`, {
      ...customer,
      is_verified: false,
    });
    expect(router.state.location.pathname).toBe('/confirm-password');
    const verifyCalls = adapter.calls.filter((c) => pathOf(c) === '/v1/auth/verify/email/');
    expect(verifyCalls).toHaveLength(1);
    expect(JSON.parse(verifyCalls[0]!.data as string)).toEqual({ token });
  });
});
