import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EMPLOYEE_KIND_LABELS,
  type EmployeeConstants,
  type EmployeeConstantsFormValues,
  employeeConstantsRequestSchema,
  REQUIRE_SIGNED_ACT_LABEL,
  REQUIRE_SIGNED_CONTRACT_LABEL,
  TASK_ACCEPTANCE_DAYS_HINT,
  TASK_ACCEPTANCE_DAYS_LABEL,
  TASK_ACCEPTANCE_DAYS_MAX,
  TASK_ACCEPTANCE_DAYS_MIN,
  TAX_REGIME_LABELS,
} from '@vyplaty/contracts';
import { type Control, useController } from 'react-hook-form';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { FormCheckbox } from '../../../components/form/form-checkbox';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { useSaveEmployeeConstants } from '../api/save-employee-constants';

const FIELDS = [
  'service_name',
  'activity_kind',
  'default_employee_kind',
  'default_tax_regime',
  'invite_comment',
  'require_signed_contract',
  'require_signed_act',
  'task_acceptance_days',
] as const;
const NOT_CHOSEN = 'Не выбран';

type FormControl = Control<EmployeeConstantsFormValues, unknown, unknown>;

const valuesOf = (constants: EmployeeConstants): EmployeeConstantsFormValues => ({
  service_name: constants.service_name ?? '',
  activity_kind: constants.activity_kind ?? '',
  default_employee_kind: constants.default_employee_kind,
  default_tax_regime: constants.default_tax_regime,
  invite_comment: constants.invite_comment ?? '',
  require_signed_contract: constants.require_signed_contract,
  require_signed_act: constants.require_signed_act,
  task_acceptance_days: constants.task_acceptance_days,
});

/** Tasks' acceptance window in days: an emptied field is NaN, so the schema refuses it instead of saving 15. */
function AcceptanceDaysField({ control }: { control: FormControl }) {
  const { field, fieldState } = useController({ control, name: 'task_acceptance_days' });
  const value = typeof field.value === 'number' && !Number.isNaN(field.value) ? String(field.value) : '';
  return (
    <TextField
      type="number"
      name={field.name}
      inputRef={field.ref}
      label={TASK_ACCEPTANCE_DAYS_LABEL}
      value={value}
      onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? `${TASK_ACCEPTANCE_DAYS_HINT}`}
      slotProps={{ htmlInput: { min: TASK_ACCEPTANCE_DAYS_MIN, max: TASK_ACCEPTANCE_DAYS_MAX, step: 1 } }}
    />
  );
}

/** The comment of new invites: a text area of at most 3 rows (SPEC §5). */
function CommentField({ control }: { control: FormControl }) {
  const { field, fieldState } = useController({ control, name: 'invite_comment' });
  return (
    <TextField
      multiline
      maxRows={3}
      name={field.name}
      inputRef={field.ref}
      label="Комментарий к приглашению"
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? 'Исполнитель увидит его в приглашении'}
    />
  );
}

/** The company's defaults; saving replaces the whole set, an empty field clears its default. */
export function EmployeeConstantsForm({ constants }: { constants: EmployeeConstants }) {
  const form = useZodForm(employeeConstantsRequestSchema, { defaultValues: valuesOf(constants) });
  const save = useSaveEmployeeConstants();
  const control = form.control as FormControl;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved));
    } catch (err) {
      reportFormError(err, form.setError, FIELDS, 'Не удалось сохранить настройки, попробуйте позже');
      return;
    }
    notify.success('Настройки сохранены');
  });

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Настройки для приглашений и выплат">
      <Stack spacing={2.5} sx={{ maxWidth: 560 }}>
        <FormTextField
          control={form.control}
          name="service_name"
          label="Наименование услуги"
          helperText="Попадает в чеки и акты, например «Разработка программного обеспечения»"
        />
        <FormTextField
          control={form.control}
          name="activity_kind"
          label="Вид деятельности"
          helperText="Вид деятельности исполнителя для налоговой службы"
        />
        <FormSelectField
          emptyOption={NOT_CHOSEN}
          control={control}
          name="default_employee_kind"
          label="Тип исполнителя"
          options={EMPLOYEE_KIND_LABELS}
          helperText="Подставляется в новые приглашения"
        />
        <FormSelectField
          emptyOption={NOT_CHOSEN}
          control={control}
          name="default_tax_regime"
          label="Налоговый режим"
          options={TAX_REGIME_LABELS}
          helperText="Подставляется в новые приглашения"
        />
        <CommentField control={control} />
        <FormCheckbox
          control={control}
          name="require_signed_contract"
          label={
            <>
              {REQUIRE_SIGNED_CONTRACT_LABEL}
              <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                Выплата исполнителю без подписанного договора в разделе «Документы» не пройдёт проверку
              </Typography>
            </>
          }
        />
        <FormCheckbox
          control={control}
          name="require_signed_act"
          label={
            <>
              {REQUIRE_SIGNED_ACT_LABEL}
              <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                Оплаченная выплата будет ждать: деньги зарезервируем, а в банк она уйдёт, когда акт, связанный с ней,
                подпишут обе стороны
              </Typography>
            </>
          }
        />
        <AcceptanceDaysField control={control} />
        <div>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Сохранить
          </Button>
        </div>
      </Stack>
    </form>
  );
}
