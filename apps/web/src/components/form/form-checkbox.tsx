import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

type FormCheckboxProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: ReactNode;
};

export function FormCheckbox<T extends FieldValues, O>({ control, name, label }: FormCheckboxProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        control={
          <Checkbox
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            sx={{ pt: 0.25 }}
          />
        }
        label={label}
      />
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
