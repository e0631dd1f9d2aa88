import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { PayoutKind, Service } from '@vyplaty/contracts';
import { type FieldPath, useController } from 'react-hook-form';
import { formatMoney } from '../../../lib/format';
import { useServices } from '../api/get-services';
import type { PayoutFormControl, PayoutFormValues } from './payout-form-schema';

type ServiceNameFieldProps = {
  control: PayoutFormControl;
  index: number;
  kind: PayoutKind;
};

/**
 * «За что»: typed freely or taken from the company's catalogue of services (its name goes into the
 * receipt); a name picked from the catalogue carries its id, a typed one none.
 */
export function ServiceNameField({ control, index, kind }: ServiceNameFieldProps) {
  const name = useController({ control, name: `rows.${index}.service_name` as FieldPath<PayoutFormValues> });
  const serviceId = useController({ control, name: `rows.${index}.service_id` as FieldPath<PayoutFormValues> });
  const services = useServices();
  const catalogue = services.data ?? [];
  const text = (name.field.value as string | undefined) ?? '';

  return (
    <Autocomplete<Service | string, false, false, true>
      freeSolo
      options={catalogue}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {typeof option === 'string'
            ? option
            : `${option.name}${option.price ? ` — ${formatMoney(option.price)} за ${option.unit.short_name}` : ''}`}
        </li>
      )}
      inputValue={text}
      onInputChange={(_, typed, reason) => {
        if (reason === 'reset') return;
        name.field.onChange(typed);
        const picked = catalogue.find((service) => service.id === serviceId.field.value);
        if (picked?.name !== typed) serviceId.field.onChange(undefined);
      }}
      onChange={(_, chosen) => {
        if (chosen && typeof chosen !== 'string') {
          name.field.onChange(chosen.name);
          serviceId.field.onChange(chosen.id);
        }
      }}
      onBlur={name.field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name.field.name}
          inputRef={name.field.ref}
          label="За что"
          placeholder="Услуга или работа"
          error={Boolean(name.fieldState.error)}
          helperText={name.fieldState.error?.message ?? (kind === 'NPD' ? 'Попадёт в чек' : 'Работа по договору')}
        />
      )}
    />
  );
}
