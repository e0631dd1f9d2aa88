import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http';
import { createQueryClient } from '../../lib/query-client';
import { resetTrackedToasts } from '../../lib/toast';
import { pathOf, type StubReply, stubAdapter } from '../../test/http-stub';
import { SelfNepIssue } from './self-nep-issue';

const originalAdapter = http.defaults.adapter;
const AGREEMENT = {
  agreement_id: '11111111-1111-4111-8111-111111111111',
  title: 'Соглашение об использовании простой электронной подписи',
  file_id: '22222222-2222-4222-8222-222222222222',
  channels: ['SMS', 'EMAIL'],
};
const KEY = {
  id: '33333333-3333-4333-8333-333333333333',
  status: 'ACTIVE',
  channel: 'EMAIL',
  destination_masked: 'b***@romashka.ru',
  issued_at: '2026-11-22T10:00:00.000Z',
  agreement_id: AGREEMENT.agreement_id,
};

type Call = { path: string; body: unknown };

function renderIssue(options: { agreement?: object; confirmReplies?: StubReply[] } = {}) {
  const calls: Call[] = [];
  const confirmReplies = [...(options.confirmReplies ?? [{ status: 200, data: { self_nep: KEY } }])];
  http.defaults.adapter = stubAdapter((req) => {
    const path = pathOf(req);
    const body: unknown = req.data ? JSON.parse(String(req.data)) : undefined;
    calls.push({ path, body });
    if (path === apiPaths.selfNep.agreement) return { status: 200, data: options.agreement ?? AGREEMENT };
    if (path === apiPaths.selfNep.sendCode) {
      return {
        status: 200,
        data: {
          channel: 'EMAIL',
          destination_masked: 'b***@romashka.ru',
          resend_after_seconds: 60,
          expires_in_seconds: 600,
        },
      };
    }
    if (path === apiPaths.selfNep.confirm) return confirmReplies.shift() ?? { status: 500, data: {} };
    if (path === apiPaths.agreement.fileContent) return { status: 200, data: new Blob(['%PDF-1.7']) };
    return { status: 404, data: {} };
  });
  resetTrackedToasts();
  const onIssued = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SelfNepIssue onIssued={onIssued} />
        <ToastContainer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, onIssued };
}

describe('<SelfNepIssue/>', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('shows the agreement, asks for acceptance, sends the code to the chosen channel and issues the key', async () => {
    const user = userEvent.setup();
    const { calls, onIssued } = renderIssue();
    expect(await screen.findByText(AGREEMENT.title)).toBeInTheDocument();
    // The PDF opens in a new tab as a blob (the app's preview page is closed during onboarding).
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:agreement');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Открыть соглашение' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:agreement'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(calls.find((c) => c.path === apiPaths.agreement.fileContent)).toBeDefined();
    open.mockRestore();
    const getCode = screen.getByRole('button', { name: 'Получить код' });
    expect(getCode).toBeDisabled();

    await user.click(screen.getByLabelText('Я прочитал(а) соглашение и принимаю его условия'));
    await user.click(screen.getByLabelText('E-mail'));
    await user.click(getCode);
    expect(await screen.findByText(/Код отправлен на адрес b\*\*\*@romashka\.ru/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Отправить код повторно через \d+ с$/ })).toBeDisabled();
    expect(calls.find((c) => c.path === apiPaths.selfNep.sendCode)?.body).toEqual({
      agreement_id: AGREEMENT.agreement_id,
      channel: 'EMAIL',
    });

    await user.type(screen.getByLabelText('Код подтверждения'), '123456');
    await user.click(screen.getByRole('button', { name: 'Выпустить подпись' }));
    await waitFor(() => expect(onIssued).toHaveBeenCalledWith(KEY));
    expect(calls.find((c) => c.path === apiPaths.selfNep.confirm)?.body).toEqual({
      agreement_id: AGREEMENT.agreement_id,
      code: '123456',
    });
  });

  it('shows the server message of a wrong code under the field and lets the person retry', async () => {
    const user = userEvent.setup();
    const wrong = 'Неверный код. Осталось попыток: 4';
    const { onIssued } = renderIssue({
      confirmReplies: [
        { status: 400, data: { code: 'INVALID_CODE', error_message: wrong, fields: { code: wrong } } },
        { status: 200, data: { self_nep: KEY } },
      ],
    });
    await user.click(await screen.findByLabelText('Я прочитал(а) соглашение и принимаю его условия'));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText('Код подтверждения'), '000000');
    await user.click(screen.getByRole('button', { name: 'Выпустить подпись' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(onIssued).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Код подтверждения'));
    await user.type(screen.getByLabelText('Код подтверждения'), '123456');
    await user.click(screen.getByRole('button', { name: 'Выпустить подпись' }));
    await waitFor(() => expect(onIssued).toHaveBeenCalled());
  });

  it('refuses a code that is not 6 digits without calling the API', async () => {
    const user = userEvent.setup();
    const { calls } = renderIssue();
    await user.click(await screen.findByLabelText('Я прочитал(а) соглашение и принимаю его условия'));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText('Код подтверждения'), '12a3');
    await user.click(screen.getByRole('button', { name: 'Выпустить подпись' }));
    expect(await screen.findByText('Код состоит из 6 цифр')).toBeInTheDocument();
    expect(calls.some((c) => c.path === apiPaths.selfNep.confirm)).toBe(false);
  });

  it('says what to do when the account has neither a phone nor an e-mail', async () => {
    renderIssue({ agreement: { ...AGREEMENT, channels: [] } });
    expect(await screen.findByText(/Некуда отправить код/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Получить код' })).not.toBeInTheDocument();
  });
});
