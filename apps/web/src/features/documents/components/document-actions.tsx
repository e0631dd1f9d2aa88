import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Document } from '@vyplaty/contracts';
import { useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { DeleteDialog } from '../../../components/delete-dialog';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { deleteDocument, getSignLink, sendDocument } from '../api/document-calls';
import { saveArchive } from './document-files';
import { DocumentKepButton } from './document-kep-button';
import { GoskeySign } from './goskey-sign';
import { ReasonDialog } from './reason-dialog';
import { SendEmailDialog } from './send-email-dialog';
import { SignStep } from './sign-step';

type Props = {
  doc: Document;
  onChanged: (doc?: Document) => void;
  /** After the draft was deleted. */
  onDeleted: () => void;
};

const awaitsContractor = (doc: Document) => doc.status === 'AWAIT_SIGN' || doc.status === 'AWAIT_SIGN_EMPLOYEE';

/**
 * What the company can do with a document now (the API's can_* flags): send a draft, sign with ПЭП, КЭП or
 * Госключ (a responsible person's), reject, terminate, give the contractor the signing link, download the
 * zip, send the PDF or the zip by e-mail, delete a draft.
 */
export function DocumentActions({ doc, onChanged, onDeleted }: Props) {
  const [dialog, setDialog] = useState<'reject' | 'terminate' | 'delete' | 'email' | null>(null);
  const [isSigning, setIsSigning] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (name: string, work: () => Promise<void>, failure: string) => {
    setBusy(name);
    try {
      await work();
    } catch (err) {
      notify.error(errorMessage(err, failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {doc.can_send && (
          <Button
            variant="contained"
            loading={busy === 'send'}
            onClick={() =>
              void run(
                'send',
                async () => {
                  onChanged(await sendDocument(doc.id));
                  notify.success('Документ отправлен на подпись');
                },
                'Не удалось отправить документ',
              )
            }
          >
            Отправить на подпись
          </Button>
        )}
        {doc.can_sign && !isSigning && (
          <Button variant="contained" onClick={() => setIsSigning(true)}>
            Подписать ПЭП
          </Button>
        )}
        {doc.can_sign && <DocumentKepButton doc={doc} onSigned={onChanged} />}
        {doc.can_reject && (
          <Button color="error" variant="outlined" onClick={() => setDialog('reject')}>
            Отклонить
          </Button>
        )}
        {doc.can_terminate && (
          <Button color="error" onClick={() => setDialog('terminate')}>
            Расторгнуть
          </Button>
        )}
        {awaitsContractor(doc) && doc.signers !== 'COMPANY' && (
          <Button
            loading={busy === 'link'}
            onClick={() =>
              void run('link', async () => setLink(await getSignLink(doc.id)), 'Не удалось получить ссылку')
            }
          >
            Ссылка для исполнителя
          </Button>
        )}
        {doc.attachments.some((a) => a.main) && (
          <Button
            loading={busy === 'zip'}
            onClick={() => void run('zip', () => saveArchive(doc.id), 'Не удалось скачать архив')}
          >
            Скачать архив
          </Button>
        )}
        {doc.attachments.some((a) => a.main) && <Button onClick={() => setDialog('email')}>Отправить на e-mail</Button>}
        {doc.can_edit && (
          <Button color="error" onClick={() => setDialog('delete')}>
            Удалить черновик
          </Button>
        )}
      </Stack>
      {link && (
        <Alert severity="info" action={<CopyButton text={link} label="Скопировать ссылку" />}>
          <Typography variant="body2">Отправьте исполнителю: по ссылке он войдёт и подпишет документ.</Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {link}
          </Typography>
        </Alert>
      )}
      {isSigning && doc.can_sign && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <SignStep
            documentId={doc.id}
            onSigned={(signed) => {
              setIsSigning(false);
              onChanged(signed);
            }}
          />
        </Paper>
      )}
      <GoskeySign doc={doc} onChanged={onChanged} side="company" />
      {doc.can_sign && (
        <Typography variant="body2" color="text.secondary">
          Компания подписывает ПЭП, КЭП руководителя или представителя с МЧД, либо в Госключе — через ответственное лицо
          с МЧД.
        </Typography>
      )}
      {(dialog === 'reject' || dialog === 'terminate') && (
        <ReasonDialog action={dialog} documentId={doc.id} onClose={() => setDialog(null)} onDone={onChanged} />
      )}
      {dialog === 'email' && <SendEmailDialog documentId={doc.id} onClose={() => setDialog(null)} />}
      <DeleteDialog
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        onDelete={() => deleteDocument(doc.id)}
        onDeleted={onDeleted}
      />
    </Stack>
  );
}
