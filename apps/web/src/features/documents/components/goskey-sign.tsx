import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Document, GOSKEY_KIND_LABELS, signGoskeyRequestSchema } from '@vyplaty/contracts';
import { useState } from 'react';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { signWithGoskey } from '../api/sign-goskey';

type Props = { doc: Document; onChanged: (doc?: Document) => void };

const ENDED: Record<string, string> = {
  EXPIRED: 'Срок подписания в Госключе истёк. Отправьте документ ещё раз.',
  ERROR: 'Подписать в Госключе не удалось',
};

/** The confirm dialog: which signature, and what happens next. Mount only while open. */
function GoskeyDialog({ doc, onClose, onChanged }: Props & { onClose: () => void }) {
  const form = useZodForm(signGoskeyRequestSchema, { defaultValues: { kind: 'UKEP_GOSKEY' } });
  return (
    <FormDialog
      form={form}
      title="Подписать в Госключе"
      submitText="Отправить в Госключ"
      onSubmit={({ kind }) => signWithGoskey(doc.id, kind).then(onChanged)}
      serverFields={['kind']}
      failureText="Не удалось отправить документ в Госключ"
      onDone={() => {
        notify.success('Документ отправлен в Госключ');
        onClose();
      }}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <Stack spacing={2}>
        <Typography variant="body2">
          Документ уйдёт в приложение «Госключ» на ваш телефон по СНИЛС из профиля. Откройте приложение, проверьте
          документ и подтвердите подпись. Когда подпись придёт, документ здесь станет подписанным.
        </Typography>
        <FormSelectField
          control={form.control}
          name="kind"
          label="Вид подписи"
          options={GOSKEY_KIND_LABELS}
          helperText="УКЭП равна собственноручной подписи; УНЭП — если так договорились с компанией"
        />
      </Stack>
    </FormDialog>
  );
}

/**
 * «Подписать в Госключе» on the contractor's document: the confirm dialog, then the waiting state
 * («Ожидает подписания в Госключе до …», the document asked again until the answer), or why the
 * last request ended.
 */
export function GoskeySign({ doc, onChanged }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const request = doc.goskey ?? null;
  const isPending = request?.status === 'PENDING' || request?.status === 'SENDING';
  if (isPending) {
    return (
      <Alert severity="info" role="status">
        Ожидает подписания в Госключе
        {request.expires_at ? ` до ${formatDateTime(request.expires_at)}` : ''}. Откройте приложение «Госключ» и
        подтвердите подпись.
      </Alert>
    );
  }
  const ended = request && request.status in ENDED && doc.can_sign ? request : null;
  if (!doc.can_sign && !ended) return null;
  return (
    <Stack spacing={1.5}>
      {ended && (
        <Alert severity="warning">
          {ended.status === 'ERROR' && ended.reason ? `${ENDED.ERROR}: ${ended.reason}` : ENDED[ended.status]}
        </Alert>
      )}
      {doc.can_sign && (
        <Button variant="outlined" size="large" onClick={() => setIsOpen(true)} sx={{ alignSelf: 'flex-start' }}>
          Подписать в Госключе
        </Button>
      )}
      {isOpen && <GoskeyDialog doc={doc} onChanged={onChanged} onClose={() => setIsOpen(false)} />}
    </Stack>
  );
}
