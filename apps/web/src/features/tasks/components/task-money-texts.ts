import type { TaskPairPayout, TaskPairRegistry } from '@vyplaty/contracts';
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

/** A registry's state beside «В реестре № N», in the words of the registry's page. */
export const REGISTRY_STATUS_TEXTS: Readonly<Record<TaskPairRegistry['status'], string>> = {
  DRAFT: 'черновик',
  PROCESSING: 'оплачивается',
  COMPLETED: 'завершён',
  ERROR: 'с ошибкой',
};

/** The registry's page (payments feature's routes: НПД and individuals' registries apart). */
export const registryPath = (registry: Pick<TaskPairRegistry, 'id' | 'kind'>) =>
  registry.kind === 'NPD'
    ? `/payments/mass-payment/${encodeURIComponent(registry.id)}`
    : `/payments/mass-individual-payment/${encodeURIComponent(registry.id)}`;
