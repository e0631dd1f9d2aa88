import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isPayoutField, type TemplateField } from '@vyplaty/contracts';
import { MaskAdapter } from '../../../components/form/form-masked-field';
import { inputMasks } from '../../../components/form/input-masks';
import { type FieldInputs, isFilledByPlatform, isRequiredInput } from './template-values';

/** A form with a payout choice says whether one is chosen; a form without one (several documents, a draft's edit) says nothing. */
export type PayoutChoice = 'CHOSEN' | 'NOT_CHOSEN';

type TemplateFieldsProps = {
  fields: readonly TemplateField[];
  inputs: FieldInputs;
  onChange: (inputs: FieldInputs) => void;
  /** The server's messages by `fields.<key>`. */
  errors?: Record<string, string>;
  disabled?: boolean;
  /** Whether the payout that fills the `payout.*` fields is chosen; omitted where the form has no such choice. */
  payout?: PayoutChoice;
};

/** Where the value of a field left empty comes from, in words — only when it is true in this form. */
function payoutNote(field: TemplateField, payout: PayoutChoice | undefined): string | null {
  if (!isPayoutField(field) || payout === undefined) return null;
  return payout === 'CHOSEN'
    ? 'Если не заполнить — возьмётся из выбранной выплаты'
    : 'Или выберите выплату выше — значение возьмётся из неё';
}

const PLATFORM_NOTE: Record<string, string> = {
  company: 'Заполнится из данных компании',
  contractor: 'Заполнится из данных исполнителя',
  document: 'Заполнится при создании документа',
};

function FieldInput({
  field,
  value,
  onChange,
  error,
  disabled,
  payout,
}: {
  field: TemplateField;
  value: string | boolean | undefined;
  onChange: (value: string | boolean) => void;
  error?: string;
  disabled?: boolean;
  payout?: PayoutChoice;
}) {
  if (isFilledByPlatform(field)) {
    return (
      <TextField
        fullWidth
        label={field.label}
        value=""
        placeholder={PLATFORM_NOTE[field.source!.split('.')[0]!]}
        helperText={PLATFORM_NOTE[field.source!.split('.')[0]!]}
        slotProps={{ input: { readOnly: true } }}
        variant="filled"
        size="small"
      />
    );
  }
  if (field.type === 'BOOLEAN') {
    return (
      <FormControlLabel
        control={<Checkbox checked={value === true} onChange={(e) => onChange(e.target.checked)} disabled={disabled} />}
        label={field.label}
      />
    );
  }
  const mask = field.format === 'money' ? inputMasks.money : field.format === 'date' ? inputMasks.date : null;
  const note = payoutNote(field, payout);
  const listNote = field.type === 'ARRAY' ? 'Каждый пункт с новой строки' : null;
  return (
    <TextField
      fullWidth
      label={field.format === 'money' ? `${field.label}, ₽` : field.label}
      required={isRequiredInput(field, payout === 'CHOSEN')}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? ([listNote, note].filter(Boolean).join('. ') || ' ')}
      multiline={field.type === 'ARRAY' || field.format === 'text'}
      minRows={field.type === 'ARRAY' || field.format === 'text' ? 2 : undefined}
      disabled={disabled}
      slotProps={
        mask
          ? {
              input: { inputComponent: MaskAdapter as never },
              htmlInput: { mask, inputMode: mask.inputMode, placeholder: mask.placeholder },
            }
          : field.type === 'INTEGER' || field.type === 'FLOAT'
            ? { htmlInput: { inputMode: field.type === 'INTEGER' ? 'numeric' : 'decimal' } }
            : undefined
      }
    />
  );
}

/**
 * The fields of the chosen template as a form (SPEC field value types): text, numbers, yes/no, lists;
 * money and dates masked. Company, contractor and document fields are shown read-only: the API fills
 * them from the records.
 */
export function TemplateFields({ fields, inputs, onChange, errors = {}, disabled, payout }: TemplateFieldsProps) {
  const own = fields.filter((f) => !isFilledByPlatform(f));
  const platform = fields.filter(isFilledByPlatform);
  return (
    <>
      <Grid container spacing={2}>
        {own.map((field) => (
          <Grid key={field.key} size={{ xs: 12, sm: field.type === 'ARRAY' || field.format === 'text' ? 12 : 6 }}>
            <FieldInput
              field={field}
              value={inputs[field.key]}
              onChange={(value) => onChange({ ...inputs, [field.key]: value })}
              error={errors[`fields.${field.key}`]}
              disabled={disabled}
              payout={payout}
            />
          </Grid>
        ))}
      </Grid>
      {platform.length > 0 && (
        <details>
          <Typography component="summary" color="text.secondary" sx={{ cursor: 'pointer', my: 1 }}>
            Поля, которые заполнит платформа ({platform.length})
          </Typography>
          <Grid container spacing={2}>
            {platform.map((field) => (
              <Grid key={field.key} size={{ xs: 12, sm: 6 }}>
                <FieldInput field={field} value={undefined} onChange={() => undefined} />
              </Grid>
            ))}
          </Grid>
        </details>
      )}
    </>
  );
}
