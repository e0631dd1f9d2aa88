import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PayoutCheckResponse, PayoutKind } from '@vyplaty/contracts';
import { type FieldPath, useController } from 'react-hook-form';
import { ContractorPicker } from '../../../components/contractor-picker/contractor-picker';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { inputMasks } from '../../../components/form/input-masks';
import { IndividualBreakdown } from './individual-breakdown';
import { PayoutCheckSummary } from './payout-checklist';
import type { PayoutFormControl, PayoutFormValues } from './payout-form-schema';
import { ServiceNameField } from './service-name-field';

type CheckedRow = PayoutCheckResponse['rows'][number];

type PayoutRowFieldsProps = {
  control: PayoutFormControl;
  index: number;
  kind: PayoutKind;
  /** «Строка 2» in a form of several rows; nothing in a single payout. */
  title?: string;
  onRemove?: () => void;
  /** The check of this row when it fits what is typed now. */
  checked?: CheckedRow;
  disabled?: boolean;
};

const path = (index: number, field: string) => `rows.${index}.${field}` as FieldPath<PayoutFormValues>;

function ContractorField({ control, index }: { control: PayoutFormControl; index: number }) {
  const id = useController({ control, name: path(index, 'employee_id') });
  const name = useController({ control, name: path(index, 'employee_name') });
  const value = id.field.value ? { id: id.field.value as string, name: (name.field.value as string) ?? '' } : null;
  return (
    <ContractorPicker
      value={value}
      onChange={(chosen) => {
        id.field.onChange(chosen?.id ?? '');
        name.field.onChange(chosen?.name ?? '');
      }}
      onBlur={id.field.onBlur}
      inputRef={id.field.ref}
      error={id.fieldState.error?.message}
    />
  );
}

/** What the check said about this row: one line (passes, or its first problem) opening to every rule and the НДФЛ. */
function RowCheck({ checked, label }: { checked: CheckedRow; label: string }) {
  return (
    <Box sx={{ mt: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}>
      <PayoutCheckSummary checks={checked.checks} label={label}>
        {checked.breakdown && <IndividualBreakdown breakdown={checked.breakdown} />}
      </PayoutCheckSummary>
    </Box>
  );
}

/** One payout of the form: contractor, amount, what it is for, a comment; its checklist once checked. */
export function PayoutRowFields({ control, index, kind, title, onRemove, checked, disabled }: PayoutRowFieldsProps) {
  const checklistLabel = title ? `Проверка: ${title.toLowerCase()}` : 'Проверка выплаты';
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 1.5, m: 0, border: 1, borderColor: 'divider' }}>
      {(title || onRemove) && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
          {title && (
            <Typography component="legend" sx={{ fontWeight: 600, float: 'left', p: 0 }}>
              {title}
            </Typography>
          )}
          {onRemove && (
            <Button color="error" size="small" onClick={onRemove} disabled={disabled}>
              Удалить строку
            </Button>
          )}
        </Stack>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          clear: 'both',
          // One line of fields on a wide screen, so three rows and their checks fit on one screen (1366×768).
          gridTemplateColumns: {
            xs: '1fr',
            md: 'minmax(0, 2fr) minmax(0, 1fr)',
            lg: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1.5fr)',
          },
        }}
      >
        <ContractorField control={control} index={index} />
        <FormMaskedField
          control={control}
          name={path(index, 'amount')}
          label={kind === 'INDIVIDUAL' ? 'Сумма до вычета НДФЛ, ₽' : 'Сумма, ₽'}
          mask={inputMasks.money}
          disabled={disabled}
        />
        <ServiceNameField control={control} index={index} kind={kind} />
        <FormTextField control={control} name={path(index, 'comment')} label="Комментарий" disabled={disabled} />
      </Box>
      {checked && <RowCheck checked={checked} label={checklistLabel} />}
    </Paper>
  );
}
