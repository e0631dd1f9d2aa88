import type { AuthMe } from '@vyplaty/contracts';
import { describe, expect, it } from 'vitest';
import { resolveRedirect } from './resolve-redirect';

const ORIGIN = 'https://vyplaty.test';
const at = (pathAndQuery: string) => new URL(pathAndQuery, ORIGIN);

const customer: AuthMe = { role: 'user', entity_id: 'c1', is_verified: true };
const unverifiedCustomer: AuthMe = { ...customer, is_verified: false };
const employee: AuthMe = { role: 'employee', entity_id: 'e1', is_verified: true };
const unverifiedEmployee: AuthMe = { ...employee, is_verified: false };

describe('resolveRedirect — anonymous visitor', () => {
  it('a deep link to a private page goes to /login with the encoded absolute URL in redirect_url', () => {
    const target = resolveRedirect({ url: at('/payments/npd/single?page=2#top'), session: null });
    expect(target).toBe(`/login?redirect_url=${encodeURIComponent(`${ORIGIN}/payments/npd/single?page=2#top`)}`);
  });

  it('main without anything to come back to goes to plain /login', () => {
    expect(resolveRedirect({ url: at('/'), session: null })).toBe('/login');
  });

  it.each(['/login', '/login/register', '/reset-password', '/reset-password/check-email', '/confirm-password'])(
    'may open public page %s',
    (path) => {
      expect(resolveRedirect({ url: at(path), session: null })).toBeNull();
    },
  );

  it.each(['/help', '/local-file-viewer'])('may open %s', (path) => {
    expect(resolveRedirect({ url: at(path), session: null })).toBeNull();
  });
});

describe('resolveRedirect — logged-in person on public pages', () => {
  it.each(['/login', '/login/register', '/reset-password', '/reset-password/check-email', '/login/'])(
    '%s sends a verified customer to main',
    (path) => {
      expect(resolveRedirect({ url: at(path), session: customer })).toBe('/');
    },
  );

  it('public pages send an unverified person to main too (main then forces registration)', () => {
    expect(resolveRedirect({ url: at('/login'), session: unverifiedCustomer })).toBe('/');
  });

  it.each(['/help', '/local-file-viewer'])('%s stays open for a logged-in person', (path) => {
    expect(resolveRedirect({ url: at(path), session: customer })).toBeNull();
    expect(resolveRedirect({ url: at(path), session: unverifiedEmployee })).toBeNull();
  });

  it('/confirm-password WITH a query is allowed for an unverified customer', () => {
    const url = at('/confirm-password?action=VERIFY_EMAIL&token=abc');
    expect(resolveRedirect({ url, session: unverifiedCustomer })).toBeNull();
  });

  it('/confirm-password without a query sends even an unverified customer to main', () => {
    expect(resolveRedirect({ url: at('/confirm-password'), session: unverifiedCustomer })).toBe('/');
  });

  it('/confirm-password with an e-mail confirmation link is allowed for a verified person (a changed e-mail)', () => {
    const url = at('/confirm-password?action=VERIFY_EMAIL&token=abc');
    expect(resolveRedirect({ url, session: customer })).toBeNull();
    expect(resolveRedirect({ url, session: employee })).toBeNull();
  });

  it('/confirm-password with any other query sends a verified person to main', () => {
    expect(resolveRedirect({ url: at('/confirm-password?action=VERIFY_EMAIL'), session: customer })).toBe('/');
    expect(resolveRedirect({ url: at('/confirm-password?foo=bar'), session: customer })).toBe('/');
  });
});

describe('resolveRedirect — main by role', () => {
  it('sends a verified employee to /employee/profile/info', () => {
    expect(resolveRedirect({ url: at('/'), session: employee })).toBe('/employee/profile/info');
  });

  it('sends a verified customer to /profile/payments-accounts', () => {
    expect(resolveRedirect({ url: at('/'), session: customer })).toBe('/profile/payments-accounts');
  });

  it('lets a verified person stay on an ordinary page', () => {
    expect(resolveRedirect({ url: at('/tasks'), session: customer })).toBeNull();
    expect(resolveRedirect({ url: at('/employee/tasks'), session: employee })).toBeNull();
  });
});

describe('resolveRedirect — unverified accounts are forced to complete registration', () => {
  it('the offer step of a login is open to any session, an unverified one too, before registration', () => {
    const url = at('/login/offer?redirect_url=x');
    expect(resolveRedirect({ url, session: customer })).toBeNull();
    expect(resolveRedirect({ url, session: unverifiedEmployee })).toBeNull();
  });

  it('the offer step without a session starts the login over, without coming back to the step', () => {
    expect(resolveRedirect({ url: at('/login/offer?redirect_url=x'), session: null })).toBe('/login');
  });

  it('an unverified customer goes to /customer-complete-registration with the query kept', () => {
    const url = at('/payments/npd/single?invite=42&x=1');
    expect(resolveRedirect({ url, session: unverifiedCustomer })).toBe('/customer-complete-registration?invite=42&x=1');
  });

  it('an unverified employee goes to /employee-complete-registration with the query kept', () => {
    const url = at('/employee/tasks?from=sms');
    expect(resolveRedirect({ url, session: unverifiedEmployee })).toBe('/employee-complete-registration?from=sms');
  });

  it('main is forced too, not sent by role', () => {
    expect(resolveRedirect({ url: at('/'), session: unverifiedCustomer })).toBe('/customer-complete-registration');
    expect(resolveRedirect({ url: at('/'), session: unverifiedEmployee })).toBe('/employee-complete-registration');
  });

  it('the own complete-registration page and its steps stay open', () => {
    const step = at('/customer-complete-registration/email-confirm');
    expect(resolveRedirect({ url: step, session: unverifiedCustomer })).toBeNull();
    expect(resolveRedirect({ url: at('/employee-complete-registration'), session: unverifiedEmployee })).toBeNull();
  });

  it("the other role's complete-registration page is not theirs: forced to their own", () => {
    const url = at('/employee-complete-registration');
    expect(resolveRedirect({ url, session: unverifiedCustomer })).toBe('/customer-complete-registration');
  });
});

describe('resolveRedirect — verified accounts leave complete-registration pages', () => {
  it.each([
    '/customer-complete-registration',
    '/customer-complete-registration/self-nep',
    '/employee-complete-registration',
  ])('%s sends a verified person to main', (path) => {
    expect(resolveRedirect({ url: at(path), session: customer })).toBe('/');
    expect(resolveRedirect({ url: at(path), session: employee })).toBe('/');
  });
});

describe('resolveRedirect — action links from e-mails (handled first, query preserved)', () => {
  const query = '?action=VERIFY_EMAIL&token=tok_123';

  it('VERIFY_EMAIL goes to /confirm-password with the same query', () => {
    expect(resolveRedirect({ url: at(`/${query}`), session: null })).toBe(`/confirm-password${query}`);
  });

  it('UPDATE_PASSWORD goes to /reset-password with the same query', () => {
    const q = '?action=UPDATE_PASSWORD&token=tok_456';
    expect(resolveRedirect({ url: at(`/${q}`), session: null })).toBe(`/reset-password${q}`);
  });

  it('any other action goes to /login with the same query', () => {
    const q = '?action=SOMETHING&token=t';
    expect(resolveRedirect({ url: at(`/${q}`), session: null })).toBe(`/login${q}`);
  });

  it('comes before every session rule (a logged-in, unverified person is not forced away first)', () => {
    expect(resolveRedirect({ url: at(`/${query}`), session: unverifiedCustomer })).toBe(`/confirm-password${query}`);
    expect(resolveRedirect({ url: at(`/${query}`), session: employee })).toBe(`/confirm-password${query}`);
  });
});
