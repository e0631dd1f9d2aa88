import type { EmployeeCompany } from '@vyplaty/contracts';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormerEmploymentFields } from '../../../components/former-employment/former-employment-fields';
import {
  FORMER_EMPLOYMENT_FORM_FIELDS,
  useFormerEmploymentForm,
} from '../../../components/former-employment/former-employment-form';
import { notify } from '../../../lib/toast';
import { useSaveCompanyFormerEmployment } from '../api/save-company-former-employment';

/** The contractor answers (or changes the answer) whether they were the company's employee. Mounted only while open. */
export function CompanyFormerEmploymentDialog({ company, onClose }: { company: EmployeeCompany; onClose: () => void }) {
  const form = useFormerEmploymentForm('employee', company.former_employment.employee);
  const save = useSaveCompanyFormerEmployment();

  return (
    <FormDialog
      form={form}
      title={`Трудовой договор: ${company.organisation_name}`}
      submitText="Сохранить"
      onSubmit={(answer) => save.mutateAsync({ id: company.id, answer })}
      // A dismissal day after today (by the server's clock) comes back on the date field.
      serverFields={FORMER_EMPLOYMENT_FORM_FIELDS}
      failureText="Не удалось сохранить ответ, попробуйте позже"
      onDone={() => {
        notify.success('Ответ сохранён');
        onClose();
      }}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <FormerEmploymentFields control={form.control} audience="employee" />
    </FormDialog>
  );
}
