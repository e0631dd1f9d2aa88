import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { RetryPanel } from './retry-panel';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const httpError = (status: number, data: unknown) =>
  new AxiosError(
    'Request failed',
    AxiosError.ERR_BAD_REQUEST,
    config,
    {},
    {
      status,
      data,
      statusText: '',
      headers: {},
      config,
    },
  );

describe('retry panel', () => {
  it("shows 'Что-то пошло не так' and retries on 'Повторить'", async () => {
    const onRetry = vi.fn();
    render(<RetryPanel onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Что-то пошло не так');
    expect(screen.getByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the message it is given', () => {
    render(<RetryPanel onRetry={vi.fn()} message="Сервис временно не доступен, попробуйте позже" />);
    expect(screen.getByText('Сервис временно не доступен, попробуйте позже')).toBeInTheDocument();
  });

  it("'Повторить' is disabled while the retry is under way, so it is not sent twice", () => {
    render(<RetryPanel onRetry={vi.fn()} isRetrying />);
    expect(screen.getByRole('button', { name: /Повторить/ })).toBeDisabled();
  });

  it("a missing thing says 'Не найдено' and offers no 'Повторить', which would only get the same 404", () => {
    const error = httpError(404, { error_message: 'Файл не найден', code: 'NOT_FOUND' });
    render(<RetryPanel error={error} message="Файл не найден" onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Не найдено' })).toBeInTheDocument();
    expect(screen.getByText('Файл не найден')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });

  it("a call of the other role says 'Нет доступа', without a retry", () => {
    const error = httpError(403, { error_message: 'user not authenticated', code: 'USER_NOT_AUTHENTICATED' });
    render(<RetryPanel error={error} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });

  it("a server that failed (5xx) still offers 'Повторить'", () => {
    const error = httpError(503, { error_message: 'ФНС не отвечает', code: 'FNS_UNAVAILABLE' });
    render(<RetryPanel error={error} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
