import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SentCodeResponse } from '@vyplaty/contracts';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http';
import { resetTrackedToasts } from '../../lib/toast';
import { type StubReply, stubAdapter } from '../../test/http-stub';
import { CodeConfirm } from './code-confirm';

const originalAdapter = http.defaults.adapter;
const SENT: SentCodeResponse = {
  channel: 'SMS',
  destination_masked: '+7 999 ***-**-07',
  resend_after_seconds: 60,
  expires_in_seconds: 600,
};

/** CodeConfirm whose «send» goes through the app's HTTP client to a stub answering `replies` in turn. */
function renderConfirm(replies: StubReply[]) {
  http.defaults.adapter = stubAdapter(() => replies.shift() ?? { status: 500, data: {} });
  resetTrackedToasts();
  const onSend = vi.fn(async () => (await http.post<SentCodeResponse>('/v1/test/send_code')).data);
  render(
    <>
      <CodeConfirm confirmLabel="Подписать" onSend={onSend} onConfirm={async () => undefined} />
      <ToastContainer />
    </>,
  );
  return { onSend };
}

const tooSoon = (seconds: number): StubReply => ({
  status: 429,
  data: { code: 'RATE_LIMITED', error_message: `Код уже отправлен. Запросить новый можно через ${seconds} с` },
  headers: { 'retry-after': String(seconds) },
});

describe('<CodeConfirm/>', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  /**
   * The resend button is disabled and counts down from `seconds`: the wall clock runs on while the test
   * renders, seconds of it on a loaded machine (a fresh clone's run saw 58), so a few seconds below count too.
   */
  const expectCountdownFrom = (seconds: number) => {
    const button = screen.getByRole('button', { name: /^Отправить код повторно через \d+ с$/ });
    expect(button).toBeDisabled();
    const left = Number(/через (\d+) с/.exec(button.textContent ?? '')![1]);
    expect(left).toBeLessThanOrEqual(seconds);
    expect(left).toBeGreaterThan(seconds - 15);
  };

  it('after a code is sent, counts down to «Отправить код повторно» instead of offering a button that refuses', async () => {
    const user = userEvent.setup();
    renderConfirm([{ status: 200, data: SENT }]);
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(/Код отправлен в СМС на номер \+7 999 \*\*\*-\*\*-07/)).toBeInTheDocument();
    expectCountdownFrom(60);
  });

  it('a code asked for too soon (429) opens the code field and counts down the seconds the API gave', async () => {
    const user = userEvent.setup();
    const { onSend } = renderConfirm([tooSoon(42), { status: 200, data: SENT }]);
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Код уже отправлен. Запросить новый можно через 42 с')).toBeInTheDocument();
    expect(screen.getByText(/Код уже был отправлен недавно: введите его/)).toBeInTheDocument();
    expect(screen.getByLabelText('Код подтверждения')).toBeEnabled();
    expectCountdownFrom(42);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('once the wait is over the resend button asks again', async () => {
    const user = userEvent.setup();
    const { onSend } = renderConfirm([tooSoon(1), { status: 200, data: SENT }]);
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    const resend = await screen.findByRole('button', { name: 'Отправить код повторно' }, { timeout: 3000 });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByText(/Код отправлен в СМС на номер/)).toBeInTheDocument();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('a refusal without a wait (no Retry-After) leaves «Получить код» as it was, with the message', async () => {
    const user = userEvent.setup();
    renderConfirm([{ status: 503, data: { code: 'INTERNAL', error_message: 'СМС-сервис недоступен' } }]);
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('СМС-сервис недоступен')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Получить код' })).toBeEnabled();
  });
});
