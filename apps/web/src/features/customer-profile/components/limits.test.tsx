import { screen, within } from '@testing-library/react';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;

function api(limitsReply: StubReply) {
  return (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path === apiPaths.userPaymentLimit) return limitsReply;
    return { status: 404, data: {} };
  };
}

const normalize = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('profile → limits', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('shows the limits in force in roubles and who set them', async () => {
    renderApp('/profile/limits', {
      session: customer,
      api: api({
        status: 200,
        data: {
          items: [
            { kind: 'PER_PAYOUT', amount: '100000.50', source: 'SUPPORT', set_at: '2026-11-20T09:00:00.000Z' },
            { kind: 'PER_DAY', amount: '3000000.00', source: 'DEFAULT', set_at: null },
            { kind: 'PER_MONTH', amount: '30000000.00', source: 'DEFAULT', set_at: null },
          ],
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Лимиты выплат' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => normalize(r.textContent))).toEqual([
      'На одну выплату100 000,50 ₽Службой поддержки 20.11.2026',
      'В сутки3 000 000,00 ₽Лимит платформы по умолчанию',
      'В календарный месяц30 000 000,00 ₽Лимит платформы по умолчанию',
    ]);
    expect(screen.queryByRole('button', { name: /Изменить/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the limits fail to load', async () => {
    renderApp('/profile/limits', {
      session: customer,
      api: api({ status: 503, data: { code: 'INTERNAL', error_message: 'Сервис временно недоступен' } }),
    });
    expect(await screen.findByText('Сервис временно недоступен')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Повторить/ })).toBeInTheDocument();
  });
});
