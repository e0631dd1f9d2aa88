import { renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { isOutcomeUnknown, useIdempotencyKey } from './idempotency-key';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const answered = (status: number, code = 'VALIDATION_ERROR') =>
  new AxiosError(
    'failed',
    'ERR_BAD_REQUEST',
    config,
    {},
    {
      status,
      statusText: String(status),
      data: { code, error_message: 'Отказ' },
      headers: {},
      config,
    },
  );

describe('the Idempotency-Key of a money-moving request', () => {
  it('is kept when the outcome is unknown: no answer, a 5xx, «still running»', () => {
    expect(isOutcomeUnknown(new AxiosError('Network Error', 'ERR_NETWORK', config))).toBe(true);
    expect(isOutcomeUnknown(answered(503, 'BANK_UNAVAILABLE'))).toBe(true);
    expect(isOutcomeUnknown(answered(409, 'IDEMPOTENCY_KEY_IN_PROGRESS'))).toBe(true);
    expect(isOutcomeUnknown(answered(409, 'INVALID_STATE'))).toBe(false);
    expect(isOutcomeUnknown(answered(400))).toBe(false);
    expect(isOutcomeUnknown(answered(422, 'IDEMPOTENCY_KEY_REUSED'))).toBe(false);
  });

  it('the same body reuses the key until the answer is known; another body or a settled request gets a new one', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amount: '1.00' });
    result.current.settle(new AxiosError('timeout', 'ECONNABORTED', config));
    expect(result.current.keyFor({ amount: '1.00' })).toBe(first);
    expect(result.current.hasPending()).toBe(true);
    const other = result.current.keyFor({ amount: '2.00' });
    expect(other).not.toBe(first);
    result.current.settle();
    expect(result.current.hasPending()).toBe(false);
    expect(result.current.keyFor({ amount: '2.00' })).not.toBe(other);
    result.current.settle(answered(400));
    expect(result.current.hasPending()).toBe(false);
  });
});
