import { describe, expect, it } from 'vitest';

// Every source file of the app except tests, as text: the guard reads how keys are written.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./query-keys.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('query keys', () => {
  it('come only from the registry: no array literal is written as a cache key anywhere else', () => {
    // `queryKey: [` or `queryKey: ['` — a hand-written key that an invalidation elsewhere would miss.
    const literalKey = /queryKey:\s*\[/;
    const offenders = Object.entries(sources)
      .filter(([, text]) => literalKey.test(text))
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
