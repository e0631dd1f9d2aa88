import type { FnsConnection } from '@vyplaty/contracts';

// Test fixtures of the contractor's FNS pages (not shipped: only *.test.tsx import this file).

export const FNS_SESSION = { role: 'employee', entity_id: 'e1', is_verified: true } as const;

/** A contractor's connection; local ISO times (no zone), so the shown dates do not depend on the machine. */
export const fnsConnection = (status: FnsConnection['status'], extra: Partial<FnsConnection> = {}): FnsConnection => ({
  status,
  by: status ? 'INN' : null,
  inn: '500100732259',
  phone: '+79990000001',
  permissions: [],
  missing_permissions: [],
  error_message: null,
  requested_at: status ? '2026-11-23T10:00:00' : null,
  bound_at: status === 'BIND' ? '2026-11-23T10:05:00' : null,
  unbound_at: status === 'UNBIND' ? '2026-11-23T11:00:00' : null,
  taxpayer: {
    npd_status: 'REGISTERED',
    registration_time: '2024-03-01T00:00:00',
    unregistration_time: null,
    restricted: false,
    rejection_code: null,
    checked_at: '2026-11-23T09:00:00',
  },
  income: {
    year: 2026,
    registered: '1200000.00',
    pending: '0.00',
    total: '1200000.00',
    limit: '2400000.00',
    remaining: '1200000.00',
    checked_at: '2026-11-23T09:00:00',
  },
  ...extra,
});

export type Sent = { method: string; path: string; body: unknown };

export const bodyOf = (data: unknown): unknown => (typeof data === 'string' && data ? JSON.parse(data) : undefined);
