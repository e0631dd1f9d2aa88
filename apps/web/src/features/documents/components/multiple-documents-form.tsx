import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Document } from '@vyplaty/contracts';
import { type FormEvent, useState } from 'react';
import { type ContractorOption, ContractorPicker } from '../../../components/contractor-picker/contractor-picker';
import { Loader } from '../../../components/loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { useDocumentChanged, useTemplates } from '../api/document-queries';
import { BatchRows } from './batch-rows';
import { TemplateFields } from './template-fields';
import { type FieldInputs, fieldValuesOf, initialInputs, inputErrors } from './template-values';
import { useDocumentBatch } from './use-document-batch';

/** Up to this many contractors in one batch (the API generates up to 1000 at once). */
const MAX_CONTRACTORS = 1000;

/**
 * The same template for many contractors: the template and its common fields, the contractors picked
 * one by one, then drafts → their PDFs as one batch with progress → all sent for signing.
 */
export function MultipleDocumentsForm({ onOpen }: { onOpen: (doc: Document) => void }) {
  const templates = useTemplates();
  const changed = useDocumentChanged('company');
  const batch = useDocumentBatch();
  const [templateId, setTemplateId] = useState('');
  const [title, setTitle] = useState('');
  const [inputs, setInputs] = useState<FieldInputs>({});
  const [contractors, setContractors] = useState<ContractorOption[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const template = templates.data?.find((t) => t.id === templateId);

  if (templates.isPending) return <Loader />;
  if (templates.isError) {
    return <QueryRetryPanel query={templates} failureText="Не удалось загрузить шаблоны" />;
  }
  if (batch.stage !== 'idle') {
    const reset = () => {
      batch.reset();
      // The sent documents' statuses changed under the list.
      changed();
    };
    return <BatchRows batch={{ ...batch, reset }} onOpen={onOpen} />;
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!template) return setError('Выберите шаблон');
    if (contractors.length === 0) return setError('Добавьте хотя бы одного исполнителя');
    // No payout here: every field marked required is typed once for all the documents.
    const missing = inputErrors(template.fields, inputs, { hasPayout: false });
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return setError('Заполните обязательные поля шаблона');
    setError(null);
    await batch.create(
      { templateId: template.id, title: title.trim() || undefined, fields: fieldValuesOf(template.fields, inputs) },
      contractors,
    );
    changed();
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void handleSubmit(e)}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label="Шаблон"
          value={templateId}
          onChange={(e) => {
            setTemplateId(e.target.value);
            setInputs(initialInputs(templates.data.find((t) => t.id === e.target.value)?.fields ?? []));
          }}
          sx={{ flex: 1 }}
        >
          {templates.data.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Название документов"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          sx={{ flex: 1 }}
        />
      </Stack>
      <ContractorPicker
        label="Добавить исполнителя"
        value={null}
        onChange={(c) => {
          if (c && !contractors.some((x) => x.id === c.id) && contractors.length < MAX_CONTRACTORS) {
            setContractors([...contractors, c]);
          }
        }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Выбранные исполнители">
        {contractors.length === 0 && <Typography color="text.secondary">Исполнители не выбраны</Typography>}
        {contractors.map((c) => (
          <Chip key={c.id} label={c.name} onDelete={() => setContractors(contractors.filter((x) => x.id !== c.id))} />
        ))}
      </Stack>
      {template && (
        <TemplateFields fields={template.fields} inputs={inputs} onChange={setInputs} errors={fieldErrors} />
      )}
      {error && <Typography color="error">{error}</Typography>}
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        Создать документы ({contractors.length})
      </Button>
    </Stack>
  );
}
