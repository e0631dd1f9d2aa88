/** Rows → the contract's answers (FnsConnection, FnsAccountStatus, activities). */
import {
  type FnsAccountStatus,
  type FnsConnection,
  type FnsPermissionCode,
  kopecksToRubles,
  NPD_YEARLY_INCOME_LIMIT_KOPECKS,
} from '@vyplaty/contracts';
import type { FnsTaxpayerRow } from '../taxpayer/fns-taxpayer.repo.js';
import type { FnsBindingRow } from './fns-binding.repo.js';
import { missingPermissions } from './fns-binding.rules.js';

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);
const money = (kopecks: bigint | null | undefined) =>
  kopecks === null || kopecks === undefined ? null : kopecksToRubles(kopecks);

export type IncomeFigures = { year: number; registered: bigint; pending: bigint; checkedAt: Date | null };

export function toConnection(
  employee: { inn: string | null; phone: string },
  binding: FnsBindingRow | undefined,
  taxpayer: FnsTaxpayerRow | undefined,
  income: IncomeFigures,
): FnsConnection {
  const permissions = (binding?.permissions ?? []) as FnsPermissionCode[];
  const total = income.registered + income.pending;
  const remaining = NPD_YEARLY_INCOME_LIMIT_KOPECKS - total;
  return {
    status: binding?.status ?? null,
    by: binding?.by ?? null,
    inn: employee.inn,
    phone: employee.phone,
    permissions,
    missing_permissions: binding?.status === 'BIND' ? missingPermissions(permissions) : [],
    error_message: binding?.errorMessage ?? null,
    requested_at: iso(binding?.requestedAt),
    bound_at: iso(binding?.boundAt),
    unbound_at: iso(binding?.unboundAt),
    taxpayer: {
      npd_status: taxpayer?.npdStatus ?? 'UNKNOWN',
      registration_time: iso(taxpayer?.registrationTime),
      unregistration_time: iso(taxpayer?.unregistrationTime),
      restricted: taxpayer?.restricted ?? false,
      rejection_code: taxpayer?.rejectionCode ?? null,
      checked_at: iso(taxpayer?.statusCheckedAt),
    },
    income: {
      year: income.year,
      registered: kopecksToRubles(income.registered),
      pending: kopecksToRubles(income.pending),
      total: kopecksToRubles(total),
      limit: kopecksToRubles(NPD_YEARLY_INCOME_LIMIT_KOPECKS),
      remaining: kopecksToRubles(remaining > 0n ? remaining : 0n),
      checked_at: iso(income.checkedAt),
    },
  };
}

export const toAccountStatus = (taxpayer: FnsTaxpayerRow | undefined): FnsAccountStatus => ({
  bonus_amount: money(taxpayer?.accountBonusKopecks),
  unpaid_amount: money(taxpayer?.accountUnpaidKopecks),
  debt_amount: money(taxpayer?.accountDebtKopecks),
  checked_at: iso(taxpayer?.accountCheckedAt),
  refreshing: Boolean(taxpayer?.accountRefreshingSince),
  error_message: taxpayer?.accountError ?? null,
});
