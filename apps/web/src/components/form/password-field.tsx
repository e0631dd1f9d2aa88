import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { VisibilityIcon, VisibilityOffIcon } from '../icons';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type PasswordFieldProps<T extends FieldValues, O> = Omit<FormTextFieldProps<T, O>, 'type' | 'endAdornment'>;

/** Password input with a show/hide toggle (SPEC §5). */
export function PasswordField<T extends FieldValues, O>(props: PasswordFieldProps<T, O>) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={isVisible ? 'Скрыть пароль' : 'Показать пароль'}
            size="small"
            edge="end"
            onClick={() => setIsVisible((v) => !v)}
          >
            {isVisible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
