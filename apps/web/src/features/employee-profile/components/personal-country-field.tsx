import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { type CountryOption, useCountrySuggestions } from '../api/personal-lookups';
import type { PersonalFormValues } from './personal-form-schema';

/** Citizenship: a country of ОКСМ chosen from `dadata/country` (code and name are both kept). */
export function PersonalCountryField<O>({ control }: { control: Control<PersonalFormValues, unknown, O> }) {
  const code = useController({ control, name: 'citizenship' });
  const name = useController({ control, name: 'citizenship_name' });
  const [query, setQuery] = useState('');
  const suggestions = useCountrySuggestions(query);
  const value: CountryOption | null = code.field.value ? { code: code.field.value, name: name.field.value } : null;
  const error = code.fieldState.error?.message ?? name.fieldState.error?.message;

  return (
    <Autocomplete<CountryOption>
      options={suggestions.data ?? []}
      value={value}
      filterOptions={(options) => options}
      onInputChange={(_, text, reason) => reason === 'input' && setQuery(text)}
      onChange={(_, country) => {
        code.field.onChange(country?.code ?? '');
        name.field.onChange(country?.name ?? '');
      }}
      onBlur={code.field.onBlur}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      loading={suggestions.isFetching}
      loadingText="Загрузка…"
      noOptionsText={query.trim().length < 2 ? 'Начните вводить название страны' : 'Страна не найдена'}
      renderInput={(params) => (
        <TextField
          {...params}
          name="citizenship"
          inputRef={code.field.ref}
          label="Гражданство"
          error={Boolean(error) || suggestions.isError}
          helperText={error ?? (suggestions.isError ? 'Подсказки недоступны, попробуйте позже' : undefined)}
        />
      )}
    />
  );
}
