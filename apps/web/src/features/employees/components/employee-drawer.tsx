import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  EMPLOYEE_KIND_LABELS,
  type EmployeeListItem,
  type FormerEmploymentStatement,
  formerEmploymentBlockMessage,
  formerEmploymentVerdict,
  TAX_REGIME_LABELS,
} from '@vyplaty/contracts';
import { useState } from 'react';
import { type RecordField, RecordSection } from '../../../components/data-table/record-section';
import { DeleteDialog } from '../../../components/delete-dialog';
import { AppDrawer } from '../../../components/drawer/app-drawer';
import { formerEmploymentStatementText } from '../../../components/former-employment/former-employment-text';
import { formatDate, formatPhone, moscowToday } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useRemoveEmployees } from '../api/remove-employees';
import { EmployeeStatistics } from './employee-statistics';
import {
  EmployeeConnectionChip,
  employeeName,
  fnsBindingText,
  NpdStatusChip,
  yearlyIncomeText,
} from './employees-labels';

const statement = (said: FormerEmploymentStatement | null, nobody: string) =>
  said ? `${formerEmploymentStatementText(said, 'customer')} (${formatDate(said.stated_at)})` : nobody;

/** The action's words say what it will do: agree with the contractor, state it first, or change it. */
function formerEmploymentActionText({ employee, customer }: EmployeeListItem['former_employment']) {
  if (customer) return 'Изменить сведения';
  return employee ? 'Подтвердить ответ исполнителя' : 'Указать сведения';
}

function FormerEmploymentSection({ item, onConfirm }: { item: EmployeeListItem; onConfirm: () => void }) {
  const { employee, customer } = item.former_employment;
  const block = formerEmploymentBlockMessage(formerEmploymentVerdict(item.former_employment, moscowToday()));
  return (
    <RecordSection
      title="Трудовой договор с компанией"
      fields={[
        { label: 'Ответ исполнителя', value: statement(employee, 'Исполнитель ещё не ответил') },
        { label: 'Сведения компании', value: statement(customer, 'Компания ещё не подтвердила') },
      ]}
    >
      <Stack spacing={1.5} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
        {block && <Alert severity="warning">{block}</Alert>}
        <Button variant={customer ? 'outlined' : 'contained'} onClick={onConfirm}>
          {formerEmploymentActionText(item.former_employment)}
        </Button>
      </Stack>
    </RecordSection>
  );
}

/** «Удалить из компании»: the list's removal (the link is disconnected) for this one contractor. */
function RemoveAction({ item, onRemoved }: { item: EmployeeListItem; onRemoved: () => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const removeEmployees = useRemoveEmployees();
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setIsConfirming(true)} sx={{ alignSelf: 'flex-start' }}>
        Удалить из компании
      </Button>
      <DeleteDialog
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        onDelete={() => removeEmployees.mutateAsync([item.id])}
        onDeleted={() => {
          notify.success('Исполнитель удалён');
          onRemoved();
        }}
      />
    </>
  );
}

/**
 * A contractor's card in a main-size drawer (SPEC §2): who they are, what the tax service says, whether
 * they can be paid, and the former-employment answer (N5) with its confirmation as a visible action;
 * removal from the company as the list offers it.
 * Everything comes from the list row the drawer was opened from, so it follows the list as it refreshes.
 */
export function EmployeeDrawer({
  item,
  open,
  onClose,
  onFormerEmployment,
}: {
  item: EmployeeListItem | null;
  open: boolean;
  onClose: () => void;
  onFormerEmployment: (item: EmployeeListItem) => void;
}) {
  const person: RecordField[] = item
    ? [
        { label: 'Телефон', value: formatPhone(item.phone) },
        { label: 'ИНН', value: item.inn ?? 'Не указан' },
        { label: 'Тип', value: item.kind ? EMPLOYEE_KIND_LABELS[item.kind] : 'Не указан' },
        { label: 'Налоговый режим', value: TAX_REGIME_LABELS[item.tax_regime] },
        { label: 'В компании с', value: formatDate(item.added_at) },
      ]
    : [];
  const tax: RecordField[] = item
    ? [
        { label: 'Статус НПД', value: <NpdStatusChip item={item} /> },
        { label: '«Мой налог»', value: fnsBindingText(item) },
        { label: 'Доход за год', value: yearlyIncomeText(item) },
      ]
    : [];
  const payable: RecordField[] = item
    ? [
        { label: 'Подключение', value: <EmployeeConnectionChip connection={item.connection} /> },
        { label: 'Регистрация', value: item.is_verified ? 'Завершена' : 'Не завершена' },
        { label: 'Реквизиты для выплат', value: item.has_requisites ? 'Указаны' : 'Не указаны' },
      ]
    : [];
  return (
    <AppDrawer open={open} onClose={onClose} title={item ? employeeName(item) : ''} size="main">
      {item && (
        <Stack spacing={3}>
          <RecordSection title="Данные исполнителя" fields={person} />
          <RecordSection title="Налоговая служба" fields={tax} />
          <RecordSection title="Готовность к выплатам" fields={payable} />
          <FormerEmploymentSection item={item} onConfirm={() => onFormerEmployment(item)} />
          <EmployeeStatistics employeeId={item.id} />
          <RemoveAction item={item} onRemoved={onClose} />
        </Stack>
      )}
    </AppDrawer>
  );
}
