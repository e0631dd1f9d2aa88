import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import {
  kopecksToRubles,
  moneyAmountSchema,
  rublesToKopecks,
  type Service,
  type ServiceInput,
  serviceInputSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { inputMasks } from '../../../components/form/input-masks';
import { useZodForm } from '../../../components/form/use-zod-form';
import { queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/toast';
import { createService } from '../api/task-calls';
import { useServiceUnits } from '../api/task-queries';

const shape = serviceInputSchema.shape;

/** The new service: the contract's rules for the name; the price may be left empty. */
const serviceFormSchema = z.object({
  name: z.string().trim().min(1, 'Укажите название услуги').pipe(shape.name),
  unit_id: z.string().min(1, 'Выберите единицу измерения'),
  price: z.string().superRefine((text, ctx) => {
    if (!text.trim()) return;
    const parsed = moneyAmountSchema.safeParse(text);
    if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
  }),
});
type ServiceFormOutput = z.output<typeof serviceFormSchema>;

const SERVICE_FORM_FIELDS = ['name', 'unit_id', 'price'] as const;

/** The form as the body of POST service/: the price as "1500.00", left out when empty. */
export function serviceInputOf(values: ServiceFormOutput): ServiceInput {
  const kopecks = values.price.trim() ? rublesToKopecks(values.price) : null;
  return { name: values.name, unit_id: values.unit_id, ...(kopecks ? { price: kopecksToRubles(kopecks) } : {}) };
}

type Props = {
  onClose: () => void;
  /** The service as saved: the catalogue already holds it. */
  onCreated: (service: Service) => void;
};

/**
 * «Новая услуга» from the task form: a name (unique in the company), a unit and a usual price. On
 * success the catalogue holds it at once and is asked again (the payout forms' copy too). Mount only while open.
 */
export function ServiceDialog({ onClose, onCreated }: Props) {
  const form = useZodForm(serviceFormSchema, { defaultValues: { name: '', unit_id: '', price: '' } });
  const units = useServiceUnits();
  const queryClient = useQueryClient();

  return (
    <FormDialog
      form={form}
      title="Новая услуга"
      submitText="Добавить"
      onSubmit={async (values) => {
        const service = await createService(serviceInputOf(values));
        queryClient.setQueryData<Service[]>(queryKeys.tasks.services, (list) =>
          list ? [...list.filter((s) => s.id !== service.id), service] : [service],
        );
        void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.services });
        void queryClient.invalidateQueries({ queryKey: queryKeys.payouts.services });
        notify.success('Услуга добавлена в справочник');
        onCreated(service);
      }}
      serverFields={SERVICE_FORM_FIELDS}
      failureText="Не удалось добавить услугу"
      onClose={onClose}
      maxWidth="xs"
      fullWidth
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField
          control={form.control}
          name="name"
          label="Название услуги"
          helperText="Попадёт в акт и в чек"
          required
          autoFocus
        />
        <FormSelectField
          control={form.control}
          name="unit_id"
          label="Единица измерения"
          required
          options={(units.data ?? []).map((u) => [u.id, u.name] as const)}
          helperText={units.isError ? 'Не удалось загрузить единицы измерения' : undefined}
        />
        <FormMaskedField
          control={form.control}
          name="price"
          label="Обычная цена за единицу, ₽"
          mask={inputMasks.money}
          helperText="Необязательно: подставится в задание"
        />
      </Stack>
    </FormDialog>
  );
}
