/** What a connection needs and the Russian texts of its outcomes (shared by the routes, jobs and watch). */
import type { FnsPermission } from '../../../integrations/fns/fns.types.js';

/** Permissions payouts and receipts need (DOMAIN §2.1 N3, N4): shown as missing when not granted. */
export const NEEDED_PERMISSIONS: FnsPermission[] = [
  'INCOME_REGISTRATION',
  'CANCEL_INCOME',
  'INCOME_LIST',
  'INCOME_SUMMARY',
];

export const missingPermissions = (granted: readonly string[]): FnsPermission[] =>
  NEEDED_PERMISSIONS.filter((p) => !granted.includes(p));

export const FNS_EMPLOYEE_URL = '/employee/profile/fns/fns-connection';
export const COMPANY_EMPLOYEES_URL = '/employees';

export const BIND_FIRST_MESSAGE = 'Сначала подключите платформу в «Мой налог»';
export const ALREADY_BOUND_MESSAGE = 'Платформа уже подключена к «Мой налог»';
export const NOT_CONNECTED_MESSAGE = 'Платформа не подключена к «Мой налог»: отключать нечего';
export const BIND_EXPIRED_MESSAGE =
  'Запрос на подключение не подтверждён в «Мой налог» в течение 7 дней. Отправьте новый';
export const BIND_REFUSED_MESSAGE = 'Запрос отклонён в «Мой налог»';
export const FNS_SILENT_MESSAGE = 'ФНС не отвечает. Попробуйте ещё раз позже';
export const UNBOUND_IN_FNS_MESSAGE =
  'Вы отключили платформу в «Мой налог». Подключите её снова, чтобы получать выплаты как самозанятый';

/** A bind request waits for the contractor this long before it is given up (then ERROR). */
export const BIND_WAIT_MS = 7 * 24 * 60 * 60 * 1000;
/** Pauses between GetBindPartnerStatus polls (s): quick at first, then every five minutes. */
const BIND_POLL_SECONDS = [2, 5, 10, 30, 60] as const;
export const bindPollDelaySeconds = (poll: number) => BIND_POLL_SECONDS[poll] ?? 300;

/** The phone as FNS wants it: 7XXXXXXXXXX (profiles keep +7XXXXXXXXXX). */
export const fnsPhone = (phone: string) => phone.replace(/\D/g, '').replace(/^8(?=\d{10}$)/, '7');
