import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BUNDLE_MAX_EMPLOYEES, bundleCreateRequestSchema, bundleFieldsNeedingFile } from '@vyplaty/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ContractorOption, ContractorPicker } from '../../../components/contractor-picker/contractor-picker';
import { errorMessage, getFieldErrors } from '../../../lib/http';
import { bundlePage } from '../api/bundle-keys';
import { useCreateBundle } from '../api/bundle-queries';
import { useBundleTemplates } from '../api/bundle-templates';
import { usePhone } from './use-phone';

type Source = 'FILE' | 'CONTRACTORS';

/** The first message of each field the contract's schema refused, by the field's name. */
function issuesOf(value: unknown): Record<string, string> {
  const parsed = bundleCreateRequestSchema.safeParse(value);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/**
 * «Создать пакет»: a name, a template, and where the contractors come from — a file filled on the bundle's
 * page, or chosen here. A template with fields only the company can fill needs the file. Opens the new bundle.
 */
export function CreateBundleDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const isPhone = usePhone();
  const navigate = useNavigate();
  const templates = useBundleTemplates();
  const create = useCreateBundle();
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [source, setSource] = useState<Source>('FILE');
  const [contractors, setContractors] = useState<ContractorOption[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const template = templates.data?.find((t) => t.id === templateId);
  const needsFile = template ? bundleFieldsNeedingFile(template.fields).length > 0 : false;
  const byHand = source === 'CONTRACTORS' && !needsFile;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = {
      name,
      template_id: templateId,
      ...(byHand ? { employee_ids: contractors.map((c) => c.id) } : {}),
    };
    const found = issuesOf(request);
    if (byHand && contractors.length === 0) found.employee_ids = 'Выберите хотя бы одного исполнителя';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    try {
      const bundle = await create.mutateAsync(request);
      onClose();
      void navigate(bundlePage(bundle.id));
    } catch (err) {
      const fields = getFieldErrors(err);
      if (fields && Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(errorMessage(err, 'Не удалось создать пакет'));
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>Новый пакет документов</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Название пакета"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name}
              required
            />
            <TextField
              select
              label="Шаблон"
              value={templateId}
              onChange={(e) => setTemplateId(e.target.value)}
              error={Boolean(errors.template_id) || templates.isError}
              helperText={errors.template_id ?? (templates.isError ? 'Не удалось загрузить шаблоны' : undefined)}
              required
            >
              {(templates.data ?? []).map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
            <RadioGroup
              aria-label="Откуда исполнители"
              value={byHand ? 'CONTRACTORS' : source}
              onChange={(e) => setSource(e.target.value as Source)}
            >
              <FormControlLabel value="FILE" control={<Radio />} label="Загрузить из файла" />
              <FormControlLabel
                value="CONTRACTORS"
                control={<Radio />}
                label="Выбрать исполнителей"
                disabled={needsFile}
              />
            </RadioGroup>
            {needsFile && (
              <Typography variant="body2" color="text.secondary">
                В шаблоне есть поля, которые заполняет компания: исполнителей и значения полей загрузите файлом.
              </Typography>
            )}
            {byHand ? (
              <>
                <ContractorPicker
                  label="Добавить исполнителя"
                  value={null}
                  error={errors.employee_ids}
                  onChange={(c) => {
                    if (c && !contractors.some((x) => x.id === c.id) && contractors.length < BUNDLE_MAX_EMPLOYEES)
                      setContractors([...contractors, c]);
                  }}
                />
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ flexWrap: 'wrap' }}
                  aria-label="Выбранные исполнители"
                >
                  {contractors.map((c) => (
                    <Chip
                      key={c.id}
                      label={c.name}
                      onDelete={() => setContractors(contractors.filter((x) => x.id !== c.id))}
                    />
                  ))}
                </Stack>
              </>
            ) : (
              <Typography variant="body2" color="text.secondary">
                На странице пакета скачайте файл по шаблону (столбец на каждое поле), заполните и загрузите его.
              </Typography>
            )}
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            Отменить
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Создать пакет
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
