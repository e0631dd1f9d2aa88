import { describe, expect, it } from 'vitest';
import { resolveApiBaseUrl } from './client';

describe('resolveApiBaseUrl', () => {
  it('prefers a stored http(s) override and drops its trailing slash', () => {
    expect(resolveApiBaseUrl('https://api.test.ru/', '')).toBe('https://api.test.ru');
  });

  it('falls back to the configured address when there is no override', () => {
    expect(resolveApiBaseUrl(null, 'https://configured.ru')).toBe('https://configured.ru');
    expect(resolveApiBaseUrl('  ', '')).toBe('');
  });

  it('ignores an override that is not an http(s) URL', () => {
    expect(resolveApiBaseUrl('javascript:alert(1)', '')).toBe('');
    expect(resolveApiBaseUrl('not a url', 'https://configured.ru')).toBe('https://configured.ru');
  });
});
