import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EmployeeListItem } from '@vyplaty/contracts';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormerEmploymentFields } from '../../../components/former-employment/former-employment-fields';
import {
  FORMER_EMPLOYMENT_FORM_FIELDS,
  useFormerEmploymentForm,
} from '../../../components/former-employment/former-employment-form';
import { formerEmploymentStatementText } from '../../../components/former-employment/former-employment-text';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useConfirmFormerEmployment } from '../api/confirm-former-employment';
import { employeeName } from './employees-labels';

/**
 * «Трудовой договор»: what the contractor answered, and the company's own statement — prefilled with
 * its last one, else with the contractor's answer, so agreeing is one click. Mounted only while open.
 */
export function FormerEmploymentDialog({ item, onClose }: { item: EmployeeListItem; onClose: () => void }) {
  const { employee, customer } = item.former_employment;
  const form = useFormerEmploymentForm('customer', customer ?? employee);
  const confirm = useConfirmFormerEmployment();

  return (
    <FormDialog
      form={form}
      title={`Трудовой договор: ${employeeName(item)}`}
      submitText="Подтвердить"
      onSubmit={(answer) => confirm.mutateAsync({ id: item.id, answer })}
      serverFields={FORMER_EMPLOYMENT_FORM_FIELDS}
      failureText="Не удалось сохранить, попробуйте позже"
      onDone={() => {
        notify.success('Сведения о трудовом договоре сохранены');
        onClose();
      }}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <Stack spacing={2.5}>
        <Typography>
          {employee
            ? `Исполнитель ответил ${formatDate(employee.stated_at)}: ${formerEmploymentStatementText(employee, 'customer').toLocaleLowerCase('ru-RU')}`
            : 'Исполнитель ещё не ответил'}
        </Typography>
        <FormerEmploymentFields control={form.control} audience="customer" />
      </Stack>
    </FormDialog>
  );
}
