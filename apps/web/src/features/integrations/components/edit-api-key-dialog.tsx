import Stack from '@mui/material/Stack';
import type { ApiKey } from '@vyplaty/contracts';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { useUpdateApiKey } from '../api/change-api-key';
import { AddressesField } from './addresses-field';
import { addressErrorsOntoField, addressesText, apiKeyEditFormSchema } from './api-key-form';

/** «Изменить»: the key's name and allowed addresses (its role and expiry are fixed — a new key changes them). */
export function EditApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const form = useZodForm(apiKeyEditFormSchema, {
    defaultValues: { name: apiKey.name, allowed_ips: addressesText(apiKey.allowed_ips) },
  });
  const update = useUpdateApiKey();
  return (
    <FormDialog
      form={form}
      title={`Ключ «${apiKey.name}»`}
      submitText="Сохранить"
      onSubmit={(body) =>
        update.mutateAsync({ id: apiKey.id, body }).catch((err: unknown) => Promise.reject(addressErrorsOntoField(err)))
      }
      serverFields={['name', 'allowed_ips']}
      failureText="Не удалось изменить ключ"
      onDone={() => {
        notify.success('Ключ изменён');
        onClose();
      }}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="name" label="Название" required autoComplete="off" />
        <AddressesField control={form.control} name="allowed_ips" />
      </Stack>
    </FormDialog>
  );
}
