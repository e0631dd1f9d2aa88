import type { TaskPairPayout } from '@vyplaty/contracts';
import { formatMoney } from '../../../lib/format';

type WaitStatus = TaskPairPayout['wait_status'];

/**
 * A pair's payout as the company reads it, by its wait status (the contract has no words for these yet):
 * held until both sides sign the act, at the bank, paid, failed.
 */
export const PAYOUT_WAIT_STATUS_LABELS: Readonly<Record<WaitStatus, string>> = {
  WAIT_PERIOD: 'ждёт подписания акта',
  IN_PROGRESS: 'в банке',
  DONE: 'выплачено',
  ERROR: 'не прошла',
};

/** The same payout as the contractor reads it, with the sum: what happens to their money now. */
export function myPayoutText(payout: TaskPairPayout): string {
  const sum = formatMoney(payout.amount);
  switch (payout.wait_status) {
    case 'WAIT_PERIOD':
      return `Выплата ${sum} ждёт подписания акта: она уйдёт в банк, когда акт подпишете вы и компания.`;
    case 'IN_PROGRESS':
      return `Выплата ${sum} отправлена в банк: деньги скоро поступят на ваш счёт.`;
    case 'DONE':
      return `Выплачено ${sum}.`;
    case 'ERROR':
      return `Выплата ${sum} не прошла${payout.reason ? `: ${payout.reason}` : ''}.`;
  }
}
