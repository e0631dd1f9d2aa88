/**
 * Notifications about the account itself (type 'system'): e-mail confirmed, password changed, a
 * login from a new device. Sent in the transaction of the change they report.
 */
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { notify } from '../notifications/notify.js';
import type { AccountRow } from './accounts.repo.js';
import { describeDevice } from './describe-device.js';

const securityPageOf = (account: Pick<AccountRow, 'role'>) =>
  account.role === 'employee' ? '/employee/profile/security' : '/profile/security';

export const notifyEmailConfirmed = (ctx: AppContext, tx: DbOrTx, accountId: string) =>
  notify(
    ctx,
    { accountId },
    {
      type: 'system',
      title: 'Электронная почта подтверждена',
      body: 'На этот адрес будут приходить уведомления и ссылки для восстановления доступа.',
    },
    tx,
  );

export const notifyPasswordChanged = (ctx: AppContext, tx: DbOrTx, account: AccountRow) =>
  notify(
    ctx,
    { accountId: account.id },
    {
      type: 'system',
      title: 'Пароль изменён',
      body: 'Пароль от вашей учётной записи изменён, другие сеансы завершены. Если это были не вы, восстановите доступ и обратитесь в поддержку.',
      url: securityPageOf(account),
    },
    tx,
  );

export const notifyNewDeviceLogin = (ctx: AppContext, tx: DbOrTx, account: AccountRow, userAgent: string | null) =>
  notify(
    ctx,
    { accountId: account.id },
    {
      type: 'system',
      title: 'Вход с нового устройства',
      body: `Выполнен вход в вашу учётную запись: ${describeDevice(userAgent)}. Если это были не вы, смените пароль.`,
      url: securityPageOf(account),
    },
    tx,
  );
