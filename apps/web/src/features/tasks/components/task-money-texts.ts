import type { TaskPairPayout } from '@vyplaty/contracts';
import { formatMoney } from '../../../lib/format';

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
