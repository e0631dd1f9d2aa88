import { type BalanceOperation, balanceOperationSchema, decimalToKopecks } from '@vyplaty/contracts';
import { z } from 'zod';
import type { PagedListConfig } from '../../../lib/paged-list/use-paged-list';

/** `CREDIT,DEBIT`: operation types, each one of the contract's. */
const typesText = z
  .string()
  .refine((text) => text.split(',').every((type) => balanceOperationSchema.safeParse(type).success));

/** "1500.00": a positive amount as the API reads it. */
const amountText = z.string().refine((text) => (decimalToKopecks(text) ?? 0n) > 0n);

/** The operations' filters as the address holds them, sent to the API as they are. */
export const operationFiltersSchema = z.object({
  types: typesText.optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
  amount_from: amountText.optional(),
  amount_to: amountText.optional(),
});
export type OperationFilters = z.infer<typeof operationFiltersSchema>;

export const OPERATIONS_LIST: PagedListConfig<OperationFilters, undefined> = {
  pageSizes: [20, 50, 100],
  filtersSchema: operationFiltersSchema,
};

export const typesOf = (filters: OperationFilters): BalanceOperation[] =>
  filters.types ? (filters.types.split(',') as BalanceOperation[]) : [];

/** Which way an operation moves the available money, for the sign people read. */
export const OPERATION_SIGN: Readonly<Record<BalanceOperation, '+' | '−'>> = {
  CREDIT: '+',
  DEBIT: '−',
  HOLD: '−',
  UNHOLD: '+',
  BLOCK: '−',
  UNBLOCK: '+',
  DEBT: '+',
  UNDEBT: '−',
};
