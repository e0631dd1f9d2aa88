import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type DocumentEmailInfo, sendDocumentToEmailRequestSchema } from '@vyplaty/contracts';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Loader } from '../../../components/loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/toast';
import { sendDocumentToEmail, useDocumentEmailInfo } from '../api/document-email';

type SendEmailDialogProps = { documentId: string; onClose: () => void };

const TITLE = 'Отправить на e-mail';

/**
 * «Отправить на e-mail» of the company's document: what goes (the PDF, or the zip with the signatures once
 * a side has signed) and the address, prefilled with the contractor's e-mail when their profile has one. The
 * letter leaves from the server's queue; the history shows the event. Mount only while open.
 */
export function SendEmailDialog({ documentId, onClose }: SendEmailDialogProps) {
  const info = useDocumentEmailInfo(documentId);
  if (info.data) return <SendEmailForm documentId={documentId} info={info.data} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="send-email-title">
      <DialogTitle id="send-email-title">{TITLE}</DialogTitle>
      <DialogContent>
        {info.isPending ? <Loader /> : <QueryRetryPanel query={info} failureText="Не удалось подготовить письмо" />}
      </DialogContent>
    </Dialog>
  );
}

function SendEmailForm({ documentId, info, onClose }: SendEmailDialogProps & { info: DocumentEmailInfo }) {
  const form = useZodForm(sendDocumentToEmailRequestSchema, { defaultValues: { email: info.suggested_email ?? '' } });
  const queryClient = useQueryClient();
  return (
    <FormDialog
      form={form}
      title={TITLE}
      submitText="Отправить"
      describedBy="send-email-what"
      onSubmit={async ({ email }) => {
        const sent = await sendDocumentToEmail(documentId, email);
        notify.success(`Документ отправлен на ${sent.email_masked}`);
      }}
      serverFields={['email']}
      failureText="Не удалось отправить документ"
      onDone={() => {
        // SEND_TO_EMAIL is a new event of the history; the document itself has not changed.
        void queryClient.invalidateQueries({ queryKey: queryKeys.documents.history(documentId) });
        onClose();
      }}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <Typography id="send-email-what" color="text.secondary" sx={{ mb: 2 }}>
        {info.attachment === 'ZIP'
          ? `Уйдёт архив «${info.file_name}»: документ, файлы подписей и доказательства подписания.`
          : `Уйдёт файл «${info.file_name}» в формате PDF.`}
      </Typography>
      <FormTextField
        control={form.control}
        name="email"
        label="E-mail получателя"
        type="email"
        autoComplete="email"
        autoFocus
        helperText={info.suggested_email ? 'E-mail исполнителя из его профиля — можно указать другой' : undefined}
      />
    </FormDialog>
  );
}
