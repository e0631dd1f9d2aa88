import Chip from '@mui/material/Chip';
import {
  EMPLOYEE_CONNECTION_LABELS,
  type EmployeeConnection,
  type EmployeeListItem,
  FNS_BINDING_LABELS,
  NPD_STATUS_LABELS,
  NPD_YEARLY_INCOME_LIMIT_KOPECKS,
  type NpdStatus,
} from '@vyplaty/contracts';
import { formatKopecks, formatMoney, joinPersonName } from '../../../lib/format';

/** A contractor who has not filled in personal data yet is shown by phone elsewhere in the row. */
export const employeeName = (item: EmployeeListItem) =>
  joinPersonName(item.last_name, item.first_name, item.patronymic) || 'ФИО не указано';

/** НПД status from the tax service: «Самозанятый», «Не самозанятый», «Не проверен». */
export const npdStatusText = (item: EmployeeListItem) => NPD_STATUS_LABELS[item.npd_status];

/** The contractor's connection of the platform in «Мой налог»; null: never asked for. */
export const fnsBindingText = (item: EmployeeListItem) =>
  item.fns_binding ? FNS_BINDING_LABELS[item.fns_binding] : 'Не подключён к ФНС';

/** «1 200 000,00 ₽ / 2 400 000,00 ₽»: the year's income (pending payouts included) against the НПД cap. */
export const yearlyIncomeText = (item: EmployeeListItem) =>
  item.yearly_income === null
    ? '—'
    : `${formatMoney(item.yearly_income)} / ${formatKopecks(NPD_YEARLY_INCOME_LIMIT_KOPECKS)}`;

const NPD_COLORS: Record<NpdStatus, 'success' | 'error' | 'default'> = {
  REGISTERED: 'success',
  NOT_REGISTERED: 'error',
  UNKNOWN: 'default',
};

export function NpdStatusChip({ item }: { item: EmployeeListItem }) {
  return <Chip size="small" color={NPD_COLORS[item.npd_status]} label={npdStatusText(item)} />;
}

const CONNECTION_COLORS: Record<EmployeeConnection, 'success' | 'warning' | 'default'> = {
  READY: 'success',
  NO_REQUISITES: 'warning',
  NOT_VERIFIED: 'default',
};

const CONNECTION_HINTS: Record<EmployeeConnection, string> = {
  READY: 'Регистрация завершена, реквизиты для выплат указаны',
  NO_REQUISITES: 'Регистрация завершена, но реквизиты для выплат не указаны',
  NOT_VERIFIED: 'Исполнитель ещё не завершил регистрацию',
};

export function EmployeeConnectionChip({ connection }: { connection: EmployeeConnection }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={CONNECTION_COLORS[connection]}
      label={EMPLOYEE_CONNECTION_LABELS[connection]}
      title={CONNECTION_HINTS[connection]}
    />
  );
}
