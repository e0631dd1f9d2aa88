import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

const ORIGIN = 'https://vyplaty.test';

describe('safeRedirectPath (redirect_url after login)', () => {
  it('uses a same-origin https URL, keeping path, query and hash', () => {
    expect(safeRedirectPath(`${ORIGIN}/payments/npd/single?page=2#row-5`, ORIGIN)).toBe(
      '/payments/npd/single?page=2#row-5',
    );
  });

  it('accepts http when the app itself runs on http', () => {
    expect(safeRedirectPath('http://localhost:5173/tasks', 'http://localhost:5173')).toBe('/tasks');
  });

  it('ignores a URL of another origin (open redirect)', () => {
    expect(safeRedirectPath('https://evil.example/phish', ORIGIN)).toBe('/');
    expect(safeRedirectPath('https://vyplaty.test.evil.example/', ORIGIN)).toBe('/');
    expect(safeRedirectPath('http://vyplaty.test/tasks', ORIGIN)).toBe('/');
  });

  it('ignores protocols other than http and https', () => {
    expect(safeRedirectPath('javascript:alert(1)', ORIGIN)).toBe('/');
    expect(safeRedirectPath('data:text/html,hi', ORIGIN)).toBe('/');
    expect(safeRedirectPath('ftp://vyplaty.test/x', ORIGIN)).toBe('/');
  });

  it('ignores garbage, relative paths and absence', () => {
    expect(safeRedirectPath('not a url', ORIGIN)).toBe('/');
    expect(safeRedirectPath('/tasks', ORIGIN)).toBe('/');
    expect(safeRedirectPath('//evil.example/x', ORIGIN)).toBe('/');
    expect(safeRedirectPath('', ORIGIN)).toBe('/');
    expect(safeRedirectPath(null, ORIGIN)).toBe('/');
  });
});
