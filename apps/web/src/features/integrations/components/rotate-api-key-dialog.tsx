import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ApiKey, type ApiKeyWithSecret, MAX_API_KEY_OVERLAP_HOURS } from '@vyplaty/contracts';
import { useId } from 'react';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useRotateApiKey } from '../api/change-api-key';
import { apiKeyRotateFormSchema } from './api-key-form';

type RotateApiKeyDialogProps = { apiKey: ApiKey; onRotated: (key: ApiKeyWithSecret) => void; onClose: () => void };

/**
 * «Заменить секрет»: a new secret for the same key; the old one keeps working the given hours, so the company's
 * system can switch over without a pause (0 — it stops at once). The new secret goes to `onRotated`, shown once.
 */
export function RotateApiKeyDialog({ apiKey, onRotated, onClose }: RotateApiKeyDialogProps) {
  const aboutId = useId();
  const form = useZodForm(apiKeyRotateFormSchema, { defaultValues: { overlap_hours: '24' } });
  const rotate = useRotateApiKey();
  return (
    <FormDialog
      form={form}
      title={`Заменить секрет ключа «${apiKey.name}»`}
      submitText="Заменить секрет"
      describedBy={aboutId}
      onSubmit={async (body) => onRotated(await rotate.mutateAsync({ id: apiKey.id, body }))}
      serverFields={['overlap_hours']}
      failureText="Не удалось заменить секрет"
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography id={aboutId} variant="body2" color="text.secondary">
          Ключ получит новый секрет. Прежний продолжит действовать указанное число часов, чтобы учётная система успела
          перейти на новый; 0 — прежний перестанет действовать сразу.
        </Typography>
        <FormTextField
          control={form.control}
          name="overlap_hours"
          label="Прежний секрет действует ещё, часов"
          inputMode="numeric"
          helperText={`От 0 до ${MAX_API_KEY_OVERLAP_HOURS}`}
          required
          autoFocus
        />
      </Stack>
    </FormDialog>
  );
}
