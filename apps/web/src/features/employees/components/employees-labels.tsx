import Chip from '@mui/material/Chip';
import {
  EMPLOYEE_CONNECTION_LABELS,
  type EmployeeConnection,
  type EmployeeListItem,
  FNS_BINDING_LABELS,
  formerEmploymentBlockMessage,
  formerEmploymentVerdict,
  NPD_STATUS_LABELS,
  NPD_YEARLY_INCOME_LIMIT_KOPECKS,
  type NpdStatus,
} from '@vyplaty/contracts';
import { formerEmploymentStatementText } from '../../../components/former-employment/former-employment-text';
import { formatDate, formatKopecks, formatMoney, joinPersonName, moscowToday } from '../../../lib/format';

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

/**
 * What former employment (N5, 422-ФЗ ст. 6) means for paying the contractor as self-employed: a chip
 * when it blocks, when the contractor has not answered, or when the company has not confirmed the
 * answer yet; nothing once both sides agree it does not block.
 */
export function FormerEmploymentChip({ item }: { item: EmployeeListItem }) {
  const { employee, customer } = item.former_employment;
  const verdict = formerEmploymentVerdict(item.former_employment, moscowToday());
  const reason = formerEmploymentBlockMessage(verdict);
  switch (verdict.kind) {
    case 'NOT_DECLARED':
      return (
        <Chip
          size="small"
          variant="outlined"
          color="warning"
          label="Нет ответа о трудовом договоре"
          title={reason ?? ''}
        />
      );
    case 'CURRENT':
      return <Chip size="small" variant="outlined" color="error" label="Сотрудник компании" title={reason ?? ''} />;
    case 'BLOCKED_UNTIL':
      return (
        <Chip
          size="small"
          variant="outlined"
          color="error"
          label={`Бывший сотрудник до ${formatDate(verdict.ended_on)}`}
          title={reason ?? ''}
        />
      );
    case 'ALLOWED':
      if (customer || !employee) return null;
      return (
        <Chip
          size="small"
          variant="outlined"
          label="Не подтверждено компанией"
          title={`Исполнитель указал: ${formerEmploymentStatementText(employee, 'customer').toLocaleLowerCase('ru-RU')}. Подтвердите в меню «Трудовой договор»`}
        />
      );
  }
}
