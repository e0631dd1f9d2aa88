import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCUMENT_KIND_OF_TYPE, type Document } from '@vyplaty/contracts';
import { type FormEvent, useState } from 'react';
import { type ContractorOption, ContractorPicker } from '../../../components/contractor-picker/contractor-picker';
import {
  type DocumentTypeSelection,
  DocumentTypeTree,
} from '../../../components/document-type-tree/document-type-tree';
import { FileDropZone } from '../../../components/file-drop-zone/file-drop-zone';
import { errorMessage, getFieldErrors } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { uploadDocument } from '../api/document-calls';
import { useDocumentChanged } from '../api/document-queries';

/** The API's limit for a document's PDF. */
const MAX_PDF_MB = 20;

/** A document from the company's own PDF: the contractor, its kind from the type tree, a title, the file. */
export function UploadDocumentForm({ onOpen }: { onOpen: (doc: Document) => void }) {
  const changed = useDocumentChanged('company');
  const [contractor, setContractor] = useState<ContractorOption | null>(null);
  const [kind, setKind] = useState<DocumentTypeSelection | null>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!contractor) missing.employee_id = 'Выберите исполнителя';
    if (!kind) missing.subkind_id = 'Выберите вид документа';
    if (!title.trim()) missing.title = 'Укажите название документа';
    if (!file) missing.file = 'Выберите PDF-файл документа';
    setErrors(missing);
    if (!contractor || !kind || !file || !title.trim()) return;
    setIsSaving(true);
    try {
      const doc = await uploadDocument({
        file,
        employee_id: contractor.id,
        kind: DOCUMENT_KIND_OF_TYPE[kind.type],
        subkind_id: kind.kind.id,
        title: title.trim(),
      });
      notify.success('Документ загружен');
      changed(doc);
      onOpen(doc);
      setFile(null);
      setTitle('');
    } catch (err) {
      const fields = getFieldErrors(err);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify.error(errorMessage(err, 'Не удалось загрузить документ'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void handleSubmit(e)}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <ContractorPicker value={contractor} onChange={setContractor} error={errors.employee_id} />
            <TextField
              label="Название документа"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title ?? ' '}
            />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined">
            <Typography sx={{ px: 2, pt: 1.5 }} color={errors.subkind_id ? 'error' : 'text.secondary'}>
              {kind ? `Вид документа: ${kind.kind.name}` : (errors.subkind_id ?? 'Вид документа')}
            </Typography>
            <DocumentTypeTree selectedKindId={kind?.kind.id} onSelect={setKind} />
          </Paper>
        </Grid>
      </Grid>
      {file ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography>Файл: {file.name}</Typography>
          <Button onClick={() => setFile(null)}>Выбрать другой</Button>
        </Stack>
      ) : (
        <FileDropZone accept={['pdf']} maxSizeMb={MAX_PDF_MB} onFile={setFile} height={140} />
      )}
      {(errors.file ?? errors.kind) && <Typography color="error">{errors.file ?? errors.kind}</Typography>}
      <Button type="submit" variant="contained" loading={isSaving} sx={{ alignSelf: 'flex-start' }}>
        Загрузить документ
      </Button>
    </Stack>
  );
}
