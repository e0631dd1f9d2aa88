import TextField from '@mui/material/TextField';
import { MAX_API_KEY_IPS } from '@vyplaty/contracts';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

/** The key's allowed addresses as text: one per line or separated by commas; empty — any address. */
export function AddressesField<T extends FieldValues, O>({
  control,
  name,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={(field.value ?? '') as string}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label="Разрешённые адреса"
      multiline
      minRows={2}
      maxRows={8}
      error={Boolean(fieldState.error)}
      helperText={
        fieldState.error?.message ??
        `Адреса или сети, с которых ключ примет вызовы: по одному в строке или через запятую, не больше ${MAX_API_KEY_IPS}. Пусто — с любого адреса`
      }
      slotProps={{ htmlInput: { spellCheck: false, translate: 'no' } }}
    />
  );
}
