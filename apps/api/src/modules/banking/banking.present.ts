/** Rows → the contract's shapes. */
import type { SberBalanceResponse, SberBoundAccount } from '@vyplaty/contracts';
import type { BankBindingRow, BoundAccountRow } from './banking.repo.js';

const toAccount = (row: BoundAccountRow): SberBoundAccount => ({
  id: row.id,
  bank_name: row.bankName,
  bik: row.bik,
  account_number: row.accountNumber,
});

export function toSberBalance(
  latest: { binding: BankBindingRow; account: BoundAccountRow | null } | undefined,
  defaultAccount: BoundAccountRow | undefined,
): SberBalanceResponse {
  return {
    binding: latest
      ? {
          id: latest.binding.id,
          status: latest.binding.status,
          error_message: latest.binding.errorMessage,
          bank_account: latest.account ? toAccount(latest.account) : null,
          requested_at: latest.binding.requestedAt.toISOString(),
          completed_at: latest.binding.completedAt?.toISOString() ?? null,
        }
      : null,
    default_account: defaultAccount ? toAccount(defaultAccount) : null,
  };
}
