import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_KIND_LABELS, REPORT_MAX_PERIOD_DAYS, reportOrderSchema } from '@vyplaty/contracts';
import { useId } from 'react';
import { FormDayField } from '../../../components/form/form-day-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { moscowToday } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useOrderReport } from '../api/order-report';

/**
 * «Заказать отчёт»: the kind (REPORT_KIND_LABELS) and the period — Moscow days, both included, at most a year — as
 * the API judges it (the contract's reportOrderSchema: the same words on blur and from the server). The report is
 * built in the background; the list shows its progress.
 */
export function OrderReportDialog({ onClose }: { onClose: () => void }) {
  const aboutId = useId();
  const today = moscowToday();
  const form = useZodForm(reportOrderSchema, {
    defaultValues: { kind: 'PAYOUTS_REGISTRY', period_from: `${today.slice(0, 7)}-01`, period_to: today },
  });
  const order = useOrderReport();
  return (
    <FormDialog
      form={form}
      title="Заказать отчёт"
      submitText="Заказать"
      onSubmit={(values) => order.mutateAsync(values)}
      serverFields={['kind', 'period_from', 'period_to']}
      failureText="Не удалось заказать отчёт"
      onDone={() => {
        notify.success('Отчёт заказан: он появится в списке, когда сформируется');
        onClose();
      }}
      onClose={onClose}
      describedBy={aboutId}
      maxWidth="xs"
      fullWidth
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography id={aboutId} variant="body2" color="text.secondary">
          Период — дни по московскому времени, оба включительно, не больше года ({REPORT_MAX_PERIOD_DAYS} дней).
        </Typography>
        <FormSelectField control={form.control} name="kind" label="Отчёт" options={REPORT_KIND_LABELS} required />
        <FormDayField control={form.control} name="period_from" label="Начало периода" />
        <FormDayField control={form.control} name="period_to" label="Конец периода" />
      </Stack>
    </FormDialog>
  );
}
