import type { DocumentAttachment } from '@vyplaty/contracts';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { renameAttachment } from '../api/document-calls';

const renameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Укажите имя файла')
    .max(200, 'Имя файла — не длиннее 200 символов')
    .refine((n) => !/[\\/]/.test(n), 'Имя файла без «/» и «\\»'),
});

type Props = { documentId: string; attachment: DocumentAttachment; onClose: () => void; onDone: () => void };

/** A draft's file under a new name (the same rules as the API's). Mount only while open. */
export function RenameDialog({ documentId, attachment, onClose, onDone }: Props) {
  const form = useZodForm(renameSchema, { defaultValues: { name: attachment.name } });
  return (
    <FormDialog
      form={form}
      title="Переименовать файл"
      submitText="Сохранить"
      onSubmit={({ name }) => renameAttachment(documentId, attachment.id, name)}
      serverFields={['name']}
      failureText="Не удалось переименовать файл"
      onDone={() => {
        notify.success('Файл переименован');
        onDone();
        onClose();
      }}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <FormTextField control={form.control} name="name" label="Имя файла" autoFocus />
    </FormDialog>
  );
}
