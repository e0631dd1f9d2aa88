import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { TASK_PRICING_LABELS, type Task } from '@vyplaty/contracts';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { inputMasks } from '../../../components/form/input-masks';
import { useZodForm } from '../../../components/form/use-zod-form';
import { formatKopecks } from '../../../lib/format';
import { createTask, updateTask } from '../api/task-calls';
import { useTaskServices } from '../api/task-queries';
import { TaskDateField, timeMask } from './task-form-fields';
import {
  emptyTaskForm,
  TASK_FORM_FIELDS,
  taskFormOf,
  taskFormSchema,
  taskInputOf,
  totalKopecks,
} from './task-form-schema';

const PRICING_OPTIONS = (['FIXED', 'PER_UNIT'] as const).map((p) => [p, TASK_PRICING_LABELS[p]] as const);

type Props = {
  /** A draft to edit; none: a new task. */
  task?: Task;
  onClose: () => void;
  onSaved: (task: Task) => void;
};

/**
 * «Создать задание» / «Изменить черновик»: what, for which service, for how much, when and where. The
 * total one contractor is paid shows before saving; the API's field messages land under the fields.
 * Saved as a draft: publishing is a separate step. Mount only while open.
 */
export function TaskFormDialog({ task, onClose, onSaved }: Props) {
  const form = useZodForm(taskFormSchema, { defaultValues: task ? taskFormOf(task) : emptyTaskForm() });
  const { control } = form;
  const services = useTaskServices();
  const [pricing, amount, quantity, periodStart] = useWatch({
    control,
    name: ['pricing', 'amount', 'quantity', 'period_start'],
  });
  const total = totalKopecks(pricing, amount, quantity);
  const isPerUnit = pricing === 'PER_UNIT';

  const handleServicePicked = (id: string) => {
    const service = services.data?.find((s) => s.id === id);
    if (!service) return;
    if (!form.getValues('unit')) form.setValue('unit', service.unit.short_name);
    if (!form.getValues('amount') && service.price) form.setValue('amount', service.price.replace('.', ','));
  };

  return (
    <FormDialog
      form={form}
      title={task ? 'Изменить черновик' : 'Новое задание'}
      submitText={task ? 'Сохранить' : 'Создать черновик'}
      onSubmit={async (values) => {
        const input = taskInputOf(values);
        onSaved(await (task ? updateTask(task.id, input) : createTask(input)));
      }}
      serverFields={TASK_FORM_FIELDS}
      failureText={task ? 'Не удалось сохранить задание' : 'Не удалось создать задание'}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={control} name="name" label="Название" required autoFocus />
        <FormTextField control={control} name="description" label="Описание работы" />
        <FormSelectField
          control={control}
          name="service_id"
          label="Услуга из справочника"
          required
          options={(services.data ?? []).map((s) => [s.id, s.name] as const)}
          helperText={services.isError ? 'Не удалось загрузить справочник услуг' : 'Её название попадёт в акт'}
          onPicked={handleServicePicked}
        />
        <FormSelectField control={control} name="pricing" label="Оплата" options={PRICING_OPTIONS} required />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormMaskedField
            control={control}
            name="amount"
            label={isPerUnit ? 'Цена за единицу, ₽' : 'Сумма исполнителю, ₽'}
            mask={inputMasks.money}
            required
          />
          {isPerUnit && <FormTextField control={control} name="quantity" label="Количество" required />}
          {isPerUnit && <FormTextField control={control} name="unit" label="Единица" placeholder="час" />}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TaskDateField control={control} name="period_start" label="Начало периода" />
          <TaskDateField control={control} name="period_end" label="Конец периода" minDate={periodStart} />
        </Stack>
        <FormMaskedField
          control={control}
          name="start_time"
          label="Время начала, МСК"
          mask={timeMask}
          helperText="Необязательно: в первый день периода"
        />
        <FormTextField control={control} name="place" label="Место" placeholder="Адрес или «удалённо»" />
        <Alert severity="info" icon={false}>
          {total === null
            ? 'Итого одному исполнителю: укажите сумму'
            : `Итого одному исполнителю: ${formatKopecks(total)}`}
        </Alert>
      </Stack>
    </FormDialog>
  );
}
