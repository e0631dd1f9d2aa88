import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Document, DocumentTemplate } from '@vyplaty/contracts';
import { type FormEvent, useState } from 'react';
import { errorMessage, getFieldErrors } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { updateDocument } from '../api/document-calls';
import { TemplateFields } from './template-fields';
import { type FieldInputs, fieldValuesOf, inputErrors, inputsFrom } from './template-values';

type Props = { doc: Document; template: DocumentTemplate; onClose: () => void; onSaved: (doc: Document) => void };

/**
 * A draft made from a template, edited: its title and the fields the company fills, as they are now;
 * saving makes the PDF again (PUT document/{id}). The server's reasons stay on their fields. Mount only
 * while open.
 */
export function EditDraftDialog({ doc, template, onClose, onSaved }: Props) {
  const [title, setTitle] = useState(doc.title);
  const [inputs, setInputs] = useState<FieldInputs>(() => inputsFrom(template.fields, doc.fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // No payout is chosen here: a field marked required is typed (or kept) here.
    const missing = inputErrors(template.fields, inputs, { hasPayout: false });
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setIsSaving(true);
    try {
      const saved = await updateDocument(doc.id, {
        title: title.trim() || template.name,
        fields: fieldValuesOf(template.fields, inputs),
      });
      notify.success('Черновик сохранён, файл документа сформирован заново');
      onSaved(saved);
      onClose();
    } catch (err) {
      const fields = getFieldErrors(err);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify.error(errorMessage(err, 'Не удалось сохранить черновик'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog open onClose={isSaving ? undefined : onClose} maxWidth="md" fullWidth>
      <form noValidate onSubmit={(e) => void handleSubmit(e)}>
        <DialogTitle>Изменить черновик</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              fullWidth
              label="Название документа"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title ?? ' '}
            />
            <TemplateFields
              fields={template.fields}
              inputs={inputs}
              onChange={setInputs}
              errors={errors}
              disabled={isSaving}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSaving}>
            Отменить
          </Button>
          <Button type="submit" variant="contained" loading={isSaving}>
            Сохранить
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
