import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Document, GOSKEY_KIND_LABELS, SEND_UNCONFIRMED_TEXT, signGoskeyRequestSchema } from '@vyplaty/contracts';
import { useState } from 'react';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { signWithGoskey } from '../api/sign-goskey';
import { CompanyGoskeyDialog } from './goskey-company-dialog';

type Props = { doc: Document; onChanged: (doc?: Document) => void };
type Side = 'company' | 'contractor';

const ENDED: Record<string, string> = {
  EXPIRED: 'Срок подписания в Госключе истёк. Отправьте документ ещё раз.',
  ERROR: 'Подписать в Госключе не удалось',
};

const sent = (doc: Document) =>
  doc.goskey?.status === 'SEND_UNKNOWN'
    ? notify.info(SEND_UNCONFIRMED_TEXT)
    : notify.success('Документ отправлен в Госключ');

/** The contractor's confirm dialog: which signature, and what happens next. Mount only while open. */
function GoskeyDialog({ doc, onClose, onChanged }: Props & { onClose: () => void }) {
  let answer: Document | undefined;
  const form = useZodForm(signGoskeyRequestSchema, { defaultValues: { kind: 'UKEP_GOSKEY' } });
  return (
    <FormDialog
      form={form}
      title="Подписать в Госключе"
      submitText="Отправить в Госключ"
      onSubmit={({ kind }) =>
        signWithGoskey(doc.id, { kind }).then((result) => {
          answer = result;
          onChanged(result);
        })
      }
      serverFields={['kind']}
      failureText="Не удалось отправить документ в Госключ"
      onDone={() => {
        if (answer) sent(answer);
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

/** The request's waiting state in words: unconfirmed send, or until when the person may sign. */
function Waiting({ doc, side }: { doc: Document; side: Side }) {
  const request = doc.goskey!;
  if (request.status === 'SEND_UNKNOWN')
    return (
      <Alert severity="info" role="status">
        {SEND_UNCONFIRMED_TEXT}
      </Alert>
    );
  const until = request.expires_at ? ` до ${formatDateTime(request.expires_at)}` : '';
  return (
    <Alert severity="info" role="status">
      Ожидает подписания в Госключе{until}.{' '}
      {side === 'company'
        ? `${request.representative?.name ?? 'Ответственное лицо'} подтверждает подпись в своём приложении «Госключ».`
        : 'Откройте приложение «Госключ» и подтвердите подпись.'}
    </Alert>
  );
}

/**
 * «Подписать в Госключе» on a document, for the side whose turn it is: the contractor confirms in their own
 * app; the company chooses the responsible person (with an МЧД) whose app gets it. Then the waiting state
 * («Ожидает подписания в Госключе до …», or «Отправка в Госключ не подтверждена, проверяем…»; the document is
 * asked again until the answer), or why that side's last request ended.
 */
export function GoskeySign({ doc, onChanged, side = 'contractor' }: Props & { side?: Side }) {
  const [isOpen, setIsOpen] = useState(false);
  const mine = doc.goskey?.party === (side === 'company' ? 'COMPANY' : 'CONTRACTOR') ? doc.goskey : null;
  const isWaiting = mine?.status === 'PENDING' || mine?.status === 'SENDING' || mine?.status === 'SEND_UNKNOWN';
  if (isWaiting) return <Waiting doc={doc} side={side} />;
  const ended = mine && mine.status in ENDED && doc.can_sign ? mine : null;
  if (!doc.can_sign && !ended) return null;
  const close = () => setIsOpen(false);
  return (
    <Stack spacing={1.5}>
      {ended && (
        <Alert severity="warning">
          {ended.status === 'ERROR' && ended.reason ? `${ENDED.ERROR}: ${ended.reason}` : ENDED[ended.status]}
        </Alert>
      )}
      {doc.can_sign && (
        <Button
          variant="outlined"
          size={side === 'company' ? 'medium' : 'large'}
          onClick={() => setIsOpen(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Подписать в Госключе
        </Button>
      )}
      {isOpen && side === 'contractor' && <GoskeyDialog doc={doc} onChanged={onChanged} onClose={close} />}
      {isOpen && side === 'company' && (
        <CompanyGoskeyDialog
          doc={doc}
          onChanged={onChanged}
          onClose={close}
          onSent={(answer) => {
            sent(answer);
            close();
          }}
        />
      )}
    </Stack>
  );
}
