import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FnsConnection, fnsBindRequestSchema } from '@vyplaty/contracts';
import { useController } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { formatPhone } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useBindFns } from '../api/fns-bind';

/** Why the last connection failed or ended, when there is one to tell. */
function lastOutcome(connection: FnsConnection): { severity: 'error' | 'info'; text: string } | null {
  if (connection.status === 'ERROR') {
    return { severity: 'error', text: connection.error_message ?? 'Не удалось подключить платформу' };
  }
  if (connection.status === 'UNBIND') {
    return { severity: 'info', text: connection.error_message ?? 'Платформа отключена от «Мой налог»' };
  }
  return null;
}

/** Not connected (never, refused or disconnected): how it works, by what to send the request, «Подключить». */
export function FnsBindForm({ connection }: { connection: FnsConnection }) {
  const bind = useBindFns();
  const form = useZodForm(fnsBindRequestSchema, {
    defaultValues: { by: connection.by ?? (connection.inn ? 'INN' : 'PHONE') },
  });
  const { field, fieldState } = useController({ control: form.control, name: 'by' });
  const outcome = lastOutcome(connection);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await bind.mutateAsync(values);
      notify.success('Запрос отправлен в «Мой налог»');
    } catch (err) {
      reportFormError(err, form.setError, ['by'], 'Не удалось отправить запрос в «Мой налог»');
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ alignItems: 'flex-start' }}>
      {outcome && (
        <Alert severity={outcome.severity} sx={{ alignSelf: 'stretch' }}>
          {outcome.text}
        </Alert>
      )}
      <Typography>
        Чтобы получать выплаты как самозанятый, подключите платформу «Выплаты и документы» в приложении «Мой налог».
        Платформа будет проверять ваш статус и сама формировать чеки по выплатам — вам не придётся делать это вручную.
      </Typography>
      <FormControl error={Boolean(fieldState.error)}>
        <FormLabel id="fns-bind-by-label">Отправить запрос в «Мой налог»</FormLabel>
        <RadioGroup
          aria-labelledby="fns-bind-by-label"
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
        >
          <FormControlLabel
            value="INN"
            disabled={!connection.inn}
            control={<Radio />}
            label={connection.inn ? `По ИНН ${connection.inn}` : 'По ИНН'}
          />
          {!connection.inn && (
            <FormHelperText sx={{ mt: -0.5, mb: 1 }}>
              ИНН не указан.{' '}
              <Link component={RouterLink} to="/employee/profile/info">
                Укажите его в личных данных
              </Link>
              , чтобы подключиться по ИНН.
            </FormHelperText>
          )}
          <FormControlLabel
            value="PHONE"
            control={<Radio />}
            label={`По номеру телефона ${formatPhone(connection.phone)}`}
          />
        </RadioGroup>
        {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
      </FormControl>
      <Button type="submit" variant="contained" loading={bind.isPending}>
        Подключить
      </Button>
    </Stack>
  );
}
