import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SbpBank } from '@vyplaty/contracts';
import { type Control, useController } from 'react-hook-form';
import { useSbpBanks } from '../api/find-sbp-banks';
import type { RequisiteFormValues } from './requisite-form-schema';

type SbpBankFieldProps<O> = { control: Control<RequisiteFormValues, unknown, O> };

/** The recipient's bank of an СБП transfer, chosen from the СБП participants (`catalog bank_sbp`). */
export function SbpBankField<O>({ control }: SbpBankFieldProps<O>) {
  const { field, fieldState } = useController({ control, name: 'sbp_bank_id' });
  const banks = useSbpBanks();
  const options = banks.data ?? [];
  const value = options.find((bank) => bank.id === field.value) ?? null;
  const loadError = banks.isError ? 'Не удалось загрузить список банков' : undefined;

  return (
    <Autocomplete<SbpBank>
      options={options}
      value={value}
      onChange={(_, bank) => field.onChange(bank?.id ?? '')}
      onBlur={field.onBlur}
      getOptionLabel={(bank) => bank.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={banks.isPending}
      loadingText="Загрузка…"
      noOptionsText="Банк не найден"
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label="Банк получателя"
          error={Boolean(fieldState.error) || Boolean(loadError)}
          helperText={fieldState.error?.message ?? loadError}
        />
      )}
    />
  );
}
