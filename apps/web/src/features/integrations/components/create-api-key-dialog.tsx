import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { API_KEY_ROLE_LABELS, type ApiKeyWithSecret } from '@vyplaty/contracts';
import { useId } from 'react';
import { FormDayField } from '../../../components/form/form-day-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useCreateApiKey } from '../api/create-api-key';
import { AddressesField } from './addresses-field';
import { addressErrorsOntoField, apiKeyCreateFormSchema, defaultExpiry } from './api-key-form';

type CreateApiKeyDialogProps = { onCreated: (key: ApiKeyWithSecret) => void; onClose: () => void };

/**
 * «Создать ключ»: name, role (what the company's system may do), allowed addresses, the last day it works (a year
 * ahead by default). The new key's secret goes straight to `onCreated`, which shows it once.
 */
export function CreateApiKeyDialog({ onCreated, onClose }: CreateApiKeyDialogProps) {
  const aboutId = useId();
  const form = useZodForm(apiKeyCreateFormSchema, {
    defaultValues: { name: '', role: 'VIEWER', allowed_ips: '', expires_on: defaultExpiry() },
  });
  const create = useCreateApiKey();
  return (
    <FormDialog
      form={form}
      title="Новый API-ключ"
      submitText="Создать"
      describedBy={aboutId}
      onSubmit={(values) =>
        create.mutateAsync(values).then(onCreated, (err: unknown) => Promise.reject(addressErrorsOntoField(err)))
      }
      serverFields={['name', 'role', 'allowed_ips', 'expires_on']}
      failureText="Не удалось создать ключ"
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography id={aboutId} variant="body2" color="text.secondary">
          Учётная система компании (например, 1С) вызывает API портала с этим ключом в заголовке{' '}
          <code translate="no">Authorization: Bearer …</code> — в пределах роли ключа. Каждый вызов попадает в журнал
          компании под названием ключа.
        </Typography>
        <FormTextField control={form.control} name="name" label="Название" required autoFocus autoComplete="off" />
        <FormSelectField control={form.control} name="role" label="Роль" options={API_KEY_ROLE_LABELS} required />
        <AddressesField control={form.control} name="allowed_ips" />
        <FormDayField control={form.control} name="expires_on" label="Действует до (включительно)" />
      </Stack>
    </FormDialog>
  );
}
