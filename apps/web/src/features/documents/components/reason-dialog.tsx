import { type Document, documentReasonRequestSchema } from '@vyplaty/contracts';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { rejectDocument, terminateDocument } from '../api/document-calls';

const TEXTS = {
  reject: {
    title: 'Отклонить документ',
    submit: 'Отклонить',
    done: 'Документ отклонён',
    failure: 'Не удалось отклонить документ',
  },
  terminate: {
    title: 'Расторгнуть документ',
    submit: 'Расторгнуть',
    done: 'Документ расторгнут',
    failure: 'Не удалось расторгнуть документ',
  },
} as const;

type ReasonDialogProps = {
  action: keyof typeof TEXTS;
  documentId: string;
  onClose: () => void;
  onDone: (doc: Document) => void;
};

/** «Отклонить» / «Расторгнуть»: the reason is required and goes into the history. Mount only while open. */
export function ReasonDialog({ action, documentId, onClose, onDone }: ReasonDialogProps) {
  const form = useZodForm(documentReasonRequestSchema, { defaultValues: { reason: '' } });
  const texts = TEXTS[action];
  return (
    <FormDialog
      form={form}
      title={texts.title}
      submitText={texts.submit}
      submitColor="error"
      onSubmit={({ reason }) =>
        (action === 'reject' ? rejectDocument(documentId, reason) : terminateDocument(documentId, reason)).then(onDone)
      }
      serverFields={['reason']}
      failureText={texts.failure}
      onDone={() => {
        notify.success(texts.done);
        onClose();
      }}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <FormTextField control={form.control} name="reason" label="Причина" autoFocus />
    </FormDialog>
  );
}
