import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatKopecks } from '@vyplaty/contracts';
import { useRef } from 'react';
import { type Path, useFieldArray, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { PageTitle } from '../../../components/page-title';
import { errorMessage } from '../../../lib/http';
import { isOutcomeUnknown, useIdempotencyKey } from '../../../lib/idempotency-key';
import { notify } from '../../../lib/toast';
import { useCreateMassPayoutFromForm } from '../api/create-mass-payout-from-form';
import { massPayoutPage } from '../api/mass-payout-paths';
import { MassPayoutFormRow } from './mass-payout-form-row';
import {
  emptyFormRow,
  type MassPayoutFormValues,
  massPayoutFormSchema,
  ROW_FIELDS,
  totalKopecks,
} from './mass-payout-form-schema';
import { MASS_PAYOUT_KIND_TITLES } from './mass-payout-labels';

const MAX_ROWS = 1000;
const LOST_TEXT = 'Ответ не дошёл. Нажмите «Создать реестр» ещё раз: второй реестр не появится.';

/** The server's field paths (`rows.3.inn`) of every row: its messages go beside the fields. */
const fieldPaths = (count: number) =>
  Array.from({ length: count }, (_, i) => ROW_FIELDS.map((f) => `rows.${i}.${f}` as Path<MassPayoutFormValues>)).flat();

/**
 * /payments/mass-individual-payment/form: an individuals' registry typed row by row. What is obviously missing
 * is said beside the field; «Создать реестр» sends the rows with an Idempotency-Key and opens the registry's
 * page, where the rows are checked like an uploaded file. The rows live in this form only — never in the
 * browser's storage: they are personal data.
 */
export function MassPayoutForm() {
  const navigate = useNavigate();
  const create = useCreateMassPayoutFromForm();
  const idempotency = useIdempotencyKey();
  const isSending = useRef(false);
  const form = useZodForm(massPayoutFormSchema, {
    defaultValues: { rows: [emptyFormRow()] },
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const watched = useWatch({ control: form.control, name: 'rows' });
  const total = totalKopecks(watched ?? []);

  const submit = form.handleSubmit(async (values) => {
    if (isSending.current) return;
    isSending.current = true;
    const body = { rows: values.rows };
    try {
      const registry = await create.mutateAsync({ body, idempotencyKey: idempotency.keyFor(body) });
      idempotency.settle();
      void navigate(massPayoutPage('INDIVIDUAL', registry.id));
    } catch (err) {
      idempotency.settle(err);
      if (isOutcomeUnknown(err)) {
        notify.error(LOST_TEXT);
      } else {
        applyServerErrors(err, form.setError, fieldPaths(values.rows.length));
        notify.error(errorMessage(err, 'Не удалось создать реестр'));
      }
    } finally {
      isSending.current = false;
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Реестр выплат физлицам">
      <Link component={RouterLink} to={massPayoutPage('INDIVIDUAL')} underline="hover" variant="body2">
        {`← ${MASS_PAYOUT_KIND_TITLES.INDIVIDUAL}`}
      </Link>
      <Box sx={{ mt: 1 }}>
        <PageTitle level={2} gutter={1}>
          Новый реестр выплат физлицам
        </PageTitle>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Введите строки реестра: поля со звёздочкой обязательны. После создания каждая строка проверяется так же, как в
        загруженном файле, — причины ошибок будут видны на странице реестра.
      </Typography>
      <Stack spacing={2}>
        {rows.fields.map((field, index) => (
          <MassPayoutFormRow
            key={field.id}
            control={form.control}
            index={index}
            onRemove={rows.fields.length > 1 ? () => rows.remove(index) : undefined}
          />
        ))}
      </Stack>
      <Button
        variant="outlined"
        sx={{ mt: 2 }}
        disabled={rows.fields.length >= MAX_ROWS}
        onClick={() => rows.append(emptyFormRow(), { focusName: `rows.${rows.fields.length}.last_name` })}
      >
        Добавить строку
      </Button>
      <Paper
        variant="outlined"
        sx={{
          mt: 3,
          p: 2,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box aria-live="polite">
          <Typography color="text.secondary" variant="body2">{`Строк: ${rows.fields.length}`}</Typography>
          <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {`Итого: ${formatKopecks(total)}`}
          </Typography>
        </Box>
        <Button type="submit" variant="contained" loading={create.isPending}>
          Создать реестр
        </Button>
      </Paper>
    </Box>
  );
}
