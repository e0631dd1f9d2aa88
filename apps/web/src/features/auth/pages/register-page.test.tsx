import { screen, waitFor } from '@testing-library/react';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { registerAsContractor } from '../../../test/contractor-registration';
import { pathOf, type StubHandler, type StubReply } from '../../../test/http-stub';
import { REGISTRATION_INFO, REGISTRATION_OFFER_ID } from '../../../test/registration-info';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;

/** The app's answers: the terms, the SMS, the registration's own reply, and the session it opens when it succeeds. */
function api(registrationReply: StubReply): StubHandler {
  let isRegistered = false;
  return (req) => {
    if (pathOf(req) === apiPaths.auth.registrationInfo) return { status: 200, data: REGISTRATION_INFO };
    if (pathOf(req) === apiPaths.employeeAuth.verifyPhoneSend)
      return { status: 200, data: { ok: true, resend_after: 60 } };
    if (pathOf(req) === apiPaths.employeeAuth.registration) {
      isRegistered = registrationReply !== 'network-error' && registrationReply.status === 200;
      return registrationReply;
    }
    if (pathOf(req) === apiPaths.auth.me && isRegistered)
      return { status: 200, data: { role: 'employee', entity_id: 'e1', is_verified: false } };
    return { status: 401, data: {} };
  };
}

const registrationCalls = (calls: { url?: string; data?: unknown }[]) =>
  calls
    .filter((c) => c.url === apiPaths.employeeAuth.registration)
    .map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);

/**
 * The app's own contractor registration: what the native shell runs, and /login/register reached inside the app (the
 * visitor's page of the same address is src/public/register/).
 */
describe('the app’s /login/register for a contractor', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('registers by the SMS code with the offer it accepted, then goes on to the completion of the profile', async () => {
    const { adapter, router } = renderApp('/login/register?role=contractor', { api: api({ status: 200, data: {} }) });
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    await registerAsContractor({ phone: '9123456789', password: 'Contractor-2026' });

    await waitFor(() => expect(visited).toContain('/employee-complete-registration'));
    expect(registrationCalls(adapter.calls)).toEqual([
      {
        phone: '+79123456789',
        code: '123456',
        password: 'Contractor-2026',
        personal_data_consent: true,
        offer_id: REGISTRATION_OFFER_ID,
      },
    ]);
  });

  it('shows a refused code under the code’s field and stays on the form', async () => {
    const refusal = { error_message: 'Ошибка проверки', code: 'VALIDATION_ERROR', fields: { code: 'Неверный код' } };
    const { adapter, router } = renderApp('/login/register?role=contractor', {
      api: api({ status: 422, data: refusal }),
    });

    await registerAsContractor({ phone: '9123456789', password: 'Contractor-2026' });

    await waitFor(() => expect(screen.getByLabelText('Код из СМС')).toHaveAccessibleDescription('Неверный код'));
    expect(router.state.location.pathname).toBe('/login/register');
    expect(registrationCalls(adapter.calls)).toHaveLength(1);
  });
});
