import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type WebhookEndpoint, type WebhookEndpointCreate, webhookEndpointCreateSchema } from '@vyplaty/contracts';
import { useId } from 'react';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { useChangeWebhook } from '../api/change-webhook';
import { useCreateWebhook } from '../api/create-webhook';
import { EventCheckboxes } from './event-checkboxes';

type WebhookFormDialogProps = {
  /** Absent: «Добавить адрес»; present: «Изменить» of this endpoint. */
  endpoint?: WebhookEndpoint;
  /** After a create: the new endpoint's signing secret, shown once. */
  onCreated?: (secret: string) => void;
  onClose: () => void;
};

/**
 * An endpoint's address, description and events (the contract's schema: an address starting with http(s)://, at
 * least one event). The API's refusals (a private address in production, too many endpoints) land on the fields.
 */
export function WebhookFormDialog({ endpoint, onCreated, onClose }: WebhookFormDialogProps) {
  const aboutId = useId();
  const form = useZodForm(webhookEndpointCreateSchema, {
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? [],
    },
  });
  const create = useCreateWebhook();
  const change = useChangeWebhook();
  const submit = async (values: WebhookEndpointCreate) => {
    if (endpoint) {
      await change.mutateAsync({ id: endpoint.id, action: 'update', body: values });
      notify.success('Адрес изменён');
      onClose();
      return;
    }
    const created = await create.mutateAsync(values);
    onCreated?.(created.secret);
  };
  return (
    <FormDialog
      form={form}
      title={endpoint ? 'Изменить адрес' : 'Новый адрес для вебхуков'}
      submitText={endpoint ? 'Сохранить' : 'Добавить'}
      describedBy={aboutId}
      onSubmit={submit}
      serverFields={['url', 'description', 'events']}
      failureText={endpoint ? 'Не удалось изменить адрес' : 'Не удалось добавить адрес'}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography id={aboutId} variant="body2" color="text.secondary">
          Портал отправит на этот адрес событие, подписанное секретом адреса, как только изменение сохранится. Неудачную
          доставку портал повторяет с растущими паузами в течение суток.
        </Typography>
        <FormTextField
          control={form.control}
          name="url"
          label="Адрес"
          placeholder="https://…"
          required
          autoFocus={!endpoint}
          autoComplete="off"
        />
        <FormTextField control={form.control} name="description" label="Описание" autoComplete="off" />
        <EventCheckboxes control={form.control} name="events" />
      </Stack>
    </FormDialog>
  );
}
