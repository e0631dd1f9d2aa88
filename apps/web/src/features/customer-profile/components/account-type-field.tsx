import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { BankAccountFormValues, BankAccountType } from '@vyplaty/contracts';
import { type Control, useController } from 'react-hook-form';
import { ACCOUNT_TYPE_NAMES } from './bank-account-labels';

const TYPES = Object.keys(ACCOUNT_TYPE_NAMES) as BankAccountType[];

/** Юрлицо (40702…) or ИП (40802…): the account number is checked against the choice. */
export function AccountTypeField<O>({ control }: { control: Control<BankAccountFormValues, unknown, O> }) {
  const { field, fieldState } = useController({ control, name: 'account_type' });
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormLabel id="account-type-label">Тип счёта</FormLabel>
      <RadioGroup
        row
        aria-labelledby="account-type-label"
        name={field.name}
        value={field.value ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      >
        {TYPES.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio slotProps={{ input: { ref: type === field.value ? field.ref : undefined } }} />}
            label={ACCOUNT_TYPE_NAMES[type]}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
