import { verifyPhoneSendResponseSchema } from '@vyplaty/contracts';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { errorMessage, getFieldErrors, loadFailureKind, OTHER_ROLE_MESSAGE } from './errors';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function httpError(status: number, data: unknown) {
  return new AxiosError(
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
}

describe('errorMessage', () => {
  it("shows the server's error_message first", () => {
    expect(errorMessage(httpError(429, { error_message: 'Слишком часто', code: 'RATE_LIMITED' }), 'запас')).toBe(
      'Слишком часто',
    );
  });

  it("uses the error's own message for errors raised by the app", () => {
    expect(errorMessage(new Error('Файл слишком большой'), 'запас')).toBe('Файл слишком большой');
  });

  it('falls back when there is no server message (network error, timeout, foreign body)', () => {
    expect(errorMessage(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config), 'запас')).toBe('запас');
    expect(errorMessage(httpError(502, '<html>Bad gateway</html>'), 'запас')).toBe('запас');
    expect(errorMessage('strange', 'запас')).toBe('запас');
  });

  it('falls back when an answer is not what the contracts expect, instead of showing zod’s issues', () => {
    // The contracts set zod's Russian locale, so the issues' JSON has Russian letters and would pass for a message.
    const refused = verifyPhoneSendResponseSchema.safeParse({ resend_after: 60 });
    expect(refused.error?.message).toMatch(/ожидалось/);
    expect(errorMessage(refused.error, 'Не удалось отправить код')).toBe('Не удалось отправить код');
  });
});

describe('errorMessage never hands a person English', () => {
  it("turns SPEC §6's 'user not authenticated' into Russian", () => {
    const err = httpError(403, { error_message: 'user not authenticated', code: 'USER_NOT_AUTHENTICATED' });
    expect(errorMessage(err, 'запас')).toBe(OTHER_ROLE_MESSAGE);
  });

  it('falls back instead of showing a technical message without Russian letters', () => {
    expect(errorMessage(new TypeError("Cannot read properties of undefined (reading 'x')"), 'запас')).toBe('запас');
    expect(errorMessage(httpError(400, { error_message: 'Bad Request', code: 'VALIDATION_ERROR' }), 'запас')).toBe(
      'запас',
    );
  });
});

describe('loadFailureKind', () => {
  it('tells a missing thing, a forbidden one, a refused request and one worth another try apart', () => {
    expect(loadFailureKind(httpError(404, { error_message: 'Файл не найден', code: 'NOT_FOUND' }))).toBe('not-found');
    expect(loadFailureKind(httpError(403, { error_message: 'x', code: 'USER_NOT_AUTHENTICATED' }))).toBe('forbidden');
    expect(loadFailureKind(httpError(409, { error_message: 'Не подключено', code: 'INVALID_STATE' }))).toBe('refused');
    expect(loadFailureKind(httpError(503, { error_message: 'ФНС не отвечает', code: 'FNS_UNAVAILABLE' }))).toBe(
      'retry',
    );
    expect(loadFailureKind(httpError(429, { error_message: 'Слишком часто', code: 'RATE_LIMITED' }))).toBe('retry');
    expect(loadFailureKind(httpError(403, { error_message: 'Обновите страницу', code: 'CSRF_INVALID' }))).toBe('retry');
    expect(loadFailureKind(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config))).toBe('retry');
    expect(loadFailureKind(new Error('сбой'))).toBe('retry');
  });
});

describe('getFieldErrors', () => {
  it('returns the field messages of a validation error', () => {
    const err = httpError(400, { error_message: 'Ошибка', code: 'VALIDATION_ERROR', fields: { email: 'Занят' } });
    expect(getFieldErrors(err)).toEqual({ email: 'Занят' });
    expect(getFieldErrors(new Error('x'))).toEqual({});
  });
});
