import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { errorMessage, getFieldErrors } from './errors';

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
});

describe('getFieldErrors', () => {
  it('returns the field messages of a validation error', () => {
    const err = httpError(400, { error_message: 'Ошибка', code: 'VALIDATION_ERROR', fields: { email: 'Занят' } });
    expect(getFieldErrors(err)).toEqual({ email: 'Занят' });
    expect(getFieldErrors(new Error('x'))).toEqual({});
  });
});
