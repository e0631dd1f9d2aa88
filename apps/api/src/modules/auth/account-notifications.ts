import type { TxContext } from '../../db/transaction.js';
import { notify } from '../notifications/index.js';
import type { AccountRow } from './accounts.repo.js';
import { describeDevice } from './describe-device.js';

const securityPageOf = (account: Pick<AccountRow, 'role'>) =>
  account.role === 'employee' ? '/employee/profile/security' : '/profile/security';

export const notifyEmailConfirmed = (txCtx: TxContext, accountId: string) =>
  notify(
    txCtx,
    { accountId },
    {
      type: 'system',
      title: 'Электронная почта подтверждена',
      body: 'На этот адрес будут приходить уведомления и ссылки для восстановления доступа.',
    },
  );

export const notifyPasswordChanged = (txCtx: TxContext, account: AccountRow) =>
  notify(
    txCtx,
    { accountId: account.id },
    {
      type: 'system',
      title: 'Пароль изменён',
      body: 'Пароль от вашей учётной записи изменён, другие сеансы завершены. Если это были не вы, восстановите доступ и обратитесь в поддержку.',
      url: securityPageOf(account),
    },
  );

export const notifyNewDeviceLogin = (txCtx: TxContext, account: AccountRow, userAgent: string | null) =>
  notify(
    txCtx,
    { accountId: account.id },
    {
      type: 'system',
      title: 'Вход с нового устройства',
      body: `Выполнен вход в вашу учётную запись: ${describeDevice(userAgent)}. Если это были не вы, смените пароль.`,
      url: securityPageOf(account),
    },
  );
