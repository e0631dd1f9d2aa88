import { paymentTabSchema } from '@vyplaty/contracts';
import { describe, expect, it } from 'vitest';
import { isUuid, PAYMENT_TABS, requireUuid, resolvePaymentsParams } from './route-params';

describe('resolvePaymentsParams', () => {
  it('knows the tabs the contract knows (its own list keeps zod out of the startup code)', () => {
    expect([...PAYMENT_TABS].sort()).toEqual([...paymentTabSchema.options].sort());
  });

  it('/payments goes to mass NPD payments', () => {
    expect(resolvePaymentsParams({})).toEqual({ kind: 'redirect', to: '/payments/mass-payment' });
  });

  it("/payments/npd goes to multiple unless the subtab is 'single'", () => {
    expect(resolvePaymentsParams({ tab: 'npd' })).toEqual({ kind: 'redirect', to: '/payments/npd/multiple' });
    expect(resolvePaymentsParams({ tab: 'npd', subtab: 'single' })).toEqual({
      kind: 'redirect',
      to: '/payments/npd/single',
    });
    expect(resolvePaymentsParams({ tab: 'npd', subtab: 'other' })).toEqual({
      kind: 'redirect',
      to: '/payments/npd/multiple',
    });
  });

  it('/payments/individual works the same and keeps the query', () => {
    expect(resolvePaymentsParams({ tab: 'individual' }, '?page=3')).toEqual({
      kind: 'redirect',
      to: '/payments/individual/multiple?page=3',
    });
    expect(resolvePaymentsParams({ tab: 'individual', subtab: 'single' })).toEqual({
      kind: 'redirect',
      to: '/payments/individual/single',
    });
  });

  it('a tab other than npd or individual is a 404', () => {
    expect(resolvePaymentsParams({ tab: 'bonus' })).toEqual({ kind: 'not-found' });
    expect(resolvePaymentsParams({ tab: 'NPD', subtab: 'single' })).toEqual({ kind: 'not-found' });
  });

  it('?subtab=single counts like the path segment, and the other parameters travel on (SPEC §2)', () => {
    expect(resolvePaymentsParams({ tab: 'npd' }, '?subtab=single')).toEqual({
      kind: 'redirect',
      to: '/payments/npd/single',
    });
    expect(resolvePaymentsParams({ tab: 'individual' }, '?page=2&subtab=single')).toEqual({
      kind: 'redirect',
      to: '/payments/individual/single?page=2',
    });
    expect(resolvePaymentsParams({ tab: 'npd' }, '?subtab=multiple')).toEqual({
      kind: 'redirect',
      to: '/payments/npd/multiple',
    });
    // The path segment wins over a query parameter that says otherwise.
    expect(resolvePaymentsParams({ tab: 'npd', subtab: 'single' }, '?subtab=multiple')).toEqual({
      kind: 'redirect',
      to: '/payments/npd/single',
    });
  });

  it('files-preview-{payoutId}/{fileId} yields both ids; without a file it is a 404', () => {
    expect(resolvePaymentsParams({ tab: 'files-preview-p1', subtab: 'f9' })).toEqual({
      kind: 'file-preview',
      payoutId: 'p1',
      fileId: 'f9',
    });
    expect(resolvePaymentsParams({ tab: 'files-preview-p1' })).toEqual({ kind: 'not-found' });
    expect(resolvePaymentsParams({ tab: 'files-preview-', subtab: 'f9' })).toEqual({ kind: 'not-found' });
  });
});

describe('id check', () => {
  it('accepts UUIDs in any case', () => {
    expect(isUuid('3f1c2b7e-9a4d-4e2b-8c1a-0d9e8f7a6b5c')).toBe(true);
    expect(isUuid('3F1C2B7E-9A4D-4E2B-8C1A-0D9E8F7A6B5C')).toBe(true);
  });

  it('rejects anything else with a 404', () => {
    for (const bad of [undefined, '', '42', 'form', '3f1c2b7e-9a4d-4e2b-8c1a-0d9e8f7a6b5', '../../etc']) {
      expect(isUuid(bad)).toBe(false);
      expect(() => requireUuid(bad)).toThrow();
    }
  });
});
