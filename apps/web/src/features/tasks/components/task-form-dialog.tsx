import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type Service, TASK_PRICING_LABELS, type Task } from '@vyplaty/contracts';
import { useState } from 'react';
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
import { ServiceDialog } from './service-dialog';
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

  const [isAddingService, setAddingService] = useState(false);
  const catalogue = services.data ?? [];
  const isCatalogueEmpty = services.isSuccess && catalogue.length === 0;
  // A draft's own service is an option from the start: its name shows while the catalogue loads.
  const serviceOptions = [
    ...(task && !catalogue.some((s) => s.id === task.service.id)
      ? [[task.service.id, task.service.name] as const]
      : []),
    ...catalogue.map((s) => [s.id, s.name] as const),
  ];

  /** A picked service offers its unit and usual price where the form holds none yet. */
  const fillFrom = (service: Service) => {
    if (!form.getValues('unit')) form.setValue('unit', service.unit.short_name);
    if (!form.getValues('amount') && service.price) form.setValue('amount', service.price.replace('.', ','));
  };
  const handleServicePicked = (id: string) => {
    const service = catalogue.find((s) => s.id === id);
    if (service) fillFrom(service);
  };
  const handleServiceCreated = (service: Service) => {
    setAddingService(false);
    form.setValue('service_id', service.id, { shouldValidate: true });
    fillFrom(service);
  };

  return (
    <>
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
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormSelectField
              control={control}
              name="service_id"
              label="Услуга из справочника"
              required
              options={serviceOptions}
              helperText={serviceHelperText(services.isError, isCatalogueEmpty)}
              onPicked={handleServicePicked}
              sx={{ flex: 1 }}
            />
            <Button onClick={() => setAddingService(true)} sx={{ mt: 1.5, flexShrink: 0 }}>
              Новая услуга
            </Button>
          </Stack>
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
      {/* Beside the task's dialog, not inside it: a submit inside would bubble to the task form. */}
      {isAddingService && <ServiceDialog onClose={() => setAddingService(false)} onCreated={handleServiceCreated} />}
    </>
  );
}

function serviceHelperText(isError: boolean, isEmpty: boolean) {
  if (isError) return 'Не удалось загрузить справочник услуг';
  if (isEmpty) return 'В справочнике пока нет услуг: добавьте первую кнопкой «Новая услуга»';
  return 'Её название попадёт в акт';
}
