import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useAddressSuggestions } from './find-addresses';
import { useDebouncedValue } from './use-debounced-value';

const LOOKUP_PAUSE_MS = 300;

type AddressFieldProps<V extends FieldValues, O> = {
  control: Control<V, unknown, O>;
  name: FieldPath<V>;
  label: string;
  /** Shown under the field while it has no error. */
  helperText: string;
};

/** An address typed freely, with `dadata/address` suggestions once typing pauses; manual entry when the lookup is down. */
export function AddressField<V extends FieldValues, O>({ control, name, label, helperText }: AddressFieldProps<V, O>) {
  const { field, fieldState } = useController({ control, name });
  const text = (field.value as string | null | undefined) ?? '';
  const suggestions = useAddressSuggestions(useDebouncedValue(text, LOOKUP_PAUSE_MS));
  const hint = suggestions.isError ? 'Подсказки адресов недоступны — введите адрес полностью' : undefined;

  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={suggestions.data ?? []}
      filterOptions={(options) => options}
      inputValue={text}
      onInputChange={(_, value) => field.onChange(value)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint ?? helperText}
        />
      )}
    />
  );
}
