import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { createQueryClient } from '../../../lib/query-client';
import { resetTrackedToasts } from '../../../lib/toast';
import { pathOf, stubAdapter } from '../../../test/http-stub';
import { SignStep } from './sign-step';

const originalAdapter = http.defaults.adapter;
const DOCUMENT_ID = '44444444-4444-4444-8444-444444444444';
const AGREEMENT = {
  agreement_id: '11111111-1111-4111-8111-111111111111',
  title: 'Соглашение об использовании простой электронной подписи',
  file_id: '22222222-2222-4222-8222-222222222222',
  channels: ['SMS'],
};
const KEY = {
  id: '33333333-3333-4333-8333-333333333333',
  status: 'ACTIVE',
  channel: 'SMS',
  destination_masked: '+7 999 ***-**-07',
  issued_at: '2026-11-22T10:00:00.000Z',
  agreement_id: AGREEMENT.agreement_id,
};
const SENT = {
  channel: 'SMS',
  destination_masked: '+7 999 ***-**-07',
  resend_after_seconds: 60,
  expires_in_seconds: 600,
};

function renderStep(options: { hasKey: boolean }) {
  let key: typeof KEY | null = options.hasKey ? KEY : null;
  http.defaults.adapter = stubAdapter((req) => {
    const path = pathOf(req);
    if (path === apiPaths.selfNep.current) return { status: 200, data: { self_nep: key } };
    if (path === apiPaths.selfNep.agreement) return { status: 200, data: AGREEMENT };
    if (path === apiPaths.selfNep.sendCode) return { status: 200, data: SENT };
    if (path === apiPaths.selfNep.confirm) {
      key = KEY;
      return { status: 200, data: { self_nep: KEY } };
    }
    if (path.endsWith('/sign_self_nep/send_code')) {
      return {
        status: 429,
        data: { code: 'RATE_LIMITED', error_message: 'Код уже отправлен. Запросить новый можно через 37 с' },
        headers: { 'retry-after': '37' },
      };
    }
    return { status: 404, data: { code: 'NOT_FOUND', error_message: 'Не найдено' } };
  });
  resetTrackedToasts();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SignStep documentId={DOCUMENT_ID} onSigned={vi.fn()} />
        <ToastContainer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('<SignStep/>', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('the first ПЭП signature says up front it takes two codes, and shows which step is which', async () => {
    const user = userEvent.setup();
    renderStep({ hasKey: false });
    expect(await screen.findByText(/Подписание займёт два кода/)).toBeInTheDocument();
    expect(screen.getByText('Шаг 1 из 2: выпуск подписи')).toBeInTheDocument();
    await user.click(await screen.findByLabelText('Я прочитал(а) соглашение и принимаю его условия'));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText('Код подтверждения'), '123456');
    await user.click(screen.getByRole('button', { name: 'Выпустить подпись' }));
    expect(await screen.findByText('Шаг 2 из 2: подпись документа')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Получить код' })).toBeEnabled();
  });

  it('with a ПЭП already issued there is one code, and a code asked for too soon counts the seconds down', async () => {
    const user = userEvent.setup();
    renderStep({ hasKey: true });
    await user.click(await screen.findByRole('button', { name: 'Получить код' }));
    expect(screen.queryByText(/два кода/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Отправить код повторно через (37|36) с$/ })).toBeDisabled();
    expect(screen.getByLabelText('Код подтверждения')).toBeEnabled();
  });
});
