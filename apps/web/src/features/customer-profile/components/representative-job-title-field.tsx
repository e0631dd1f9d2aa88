import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { RepresentativeFormValues } from '@vyplaty/contracts';
import { type Control, useController } from 'react-hook-form';
import { useRepresentativeJobTitles } from '../api/representative-job-titles';

/**
 * The job title: picked from `job_title` (standard positions, then the company's own) or typed. A
 * list that failed to load leaves the field usable as plain text.
 */
export function RepresentativeJobTitleField({
  control,
}: {
  control: Control<RepresentativeFormValues, unknown, unknown>;
}) {
  const { field, fieldState } = useController({ control, name: 'job_title' });
  const titles = useRepresentativeJobTitles();
  return (
    <Autocomplete
      freeSolo
      options={titles.data?.items ?? []}
      loading={titles.isPending}
      loadingText="Загрузка…"
      value={field.value ?? ''}
      inputValue={field.value ?? ''}
      onInputChange={(_, value) => field.onChange(value)}
      onChange={(_, value) => field.onChange(value ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label="Должность"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Выберите из списка или введите свою'}
        />
      )}
    />
  );
}
