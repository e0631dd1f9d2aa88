import type { EmployeeListItem, PayoutKind } from '@vyplaty/contracts';
import { createContext } from 'react';

/**
 * What the contractor picked below will be paid as: the НПД payout forms set NPD, so the picker offers
 * only those who can be paid as self-employed; elsewhere (documents, filters) nothing is set.
 */
export const ContractorPaidAsContext = createContext<PayoutKind | null>(null);

/**
 * Why this contractor cannot be paid as self-employed, read from the list's row (the checklist checks
 * the rest — income cap, restrictions, N5 — when the payout is checked); null when nothing stands in the way.
 */
export function npdRefusal(item: EmployeeListItem): string | null {
  if (item.tax_regime !== 'NPD') return 'Не самозанятый: выплатите ему как физическому лицу';
  if (item.npd_status === 'NOT_REGISTERED') return 'Не зарегистрирован как самозанятый (НПД) в ФНС';
  if (item.fns_binding === 'AWAIT_BIND') return 'Ещё не подтвердил подключение платформы в «Мой налог»';
  if (item.fns_binding !== 'BIND') return 'Не подключил платформу в «Мой налог»';
  return null;
}
