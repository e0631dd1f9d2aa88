import type { ChipProps } from '@mui/material/Chip';
import type { BankAccount, BankAccountType, BankIntegration, BankIntegrationStatus } from '@vyplaty/contracts';

export const ACCOUNT_TYPE_NAMES: Record<BankAccountType, string> = { LEGAL_ENTITY: 'Юрлицо', IP: 'ИП' };

export const INTEGRATION_NAMES: Record<BankIntegration, string> = {
  ONE_C_DIRECT_BANK: '1С:ДиректБанк',
  SBER_BALANCE: 'Номинальный счёт (Сбербанк)',
};

export const INTEGRATION_STATUS_NAMES: Record<BankIntegrationStatus, string> = {
  NEW: 'Новая',
  IN_PROCESS: 'Подключается',
  ACTIVE: 'Подключена',
  ERROR: 'Ошибка подключения',
};

export const INTEGRATION_STATUS_COLORS: Record<BankIntegrationStatus, ChipProps['color']> = {
  NEW: 'default',
  IN_PROCESS: 'info',
  ACTIVE: 'success',
  ERROR: 'error',
};

/** How a person names the account in buttons and messages: the bank and the last digits. */
export const describeAccount = (account: BankAccount) => `${account.bank_name}, …${account.account_number.slice(-4)}`;
