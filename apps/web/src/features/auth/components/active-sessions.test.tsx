import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const laptop = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Chrome, Windows',
  ip: '10.0.0.1',
  created_at: '2026-11-20T09:00:00.000Z',
  last_used_at: '2026-11-22T10:30:00.000Z',
  is_current: true,
};
const phone = { ...laptop, id: '22222222-2222-4222-8222-222222222222', device: 'Safari, iOS', is_current: false };

/** A fake API holding the sessions; ending one removes it. */
function fakeApi(initial = [laptop, phone]) {
  let sessions = [...initial];
  const bodies: unknown[] = [];
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    if (path === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
    if (path === apiPaths.auth.sessions) return { status: 200, data: { items: sessions } };
    if (path === apiPaths.auth.sessionEnd) {
      const body = JSON.parse(String(req.data)) as { session_id: string };
      bodies.push(body);
      sessions = sessions.filter((s) => s.id !== body.session_id);
      return { status: 200, data: { ended: 1 } };
    }
    if (path === apiPaths.auth.sessionsEndOthers) {
      const ended = sessions.filter((s) => !s.is_current).length;
      sessions = sessions.filter((s) => s.is_current);
      return { status: 200, data: { ended } };
    }
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    return { status: 404, data: {} };
  };
  return { handler, bodies };
}

describe('active sessions on the security page', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('lists the sessions with device, IP and times, and marks this one', async () => {
    renderApp('/profile/security', { session: customer, api: fakeApi().handler });
    const list = await screen.findByRole('list', { name: 'Активные сеансы' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Chrome, Windows')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Этот сеанс')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/IP 10\.0\.0\.1, вход \d{2}\.\d{2}\.2026 \d{2}:\d{2}/)).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: /Завершить/ })).not.toBeInTheDocument();
  });

  it('ends another session and the list is refetched without it', async () => {
    const api = fakeApi();
    renderApp('/profile/security', { session: customer, api: api.handler });
    await userEvent.click(await screen.findByRole('button', { name: 'Завершить сеанс: Safari, iOS' }));
    await waitFor(() => expect(screen.queryByText('Safari, iOS')).not.toBeInTheDocument());
    expect(api.bodies).toEqual([{ session_id: phone.id }]);
    expect(await screen.findByText('Других активных сеансов нет.')).toBeInTheDocument();
  });

  it("'Завершить все другие сеансы' leaves only this one", async () => {
    renderApp('/profile/security', {
      session: customer,
      api: fakeApi([laptop, phone, { ...phone, id: '33333333-3333-4333-8333-333333333333', device: 'Firefox, Linux' }])
        .handler,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Завершить все другие сеансы' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Этот сеанс')).toBeInTheDocument();
  });
});
