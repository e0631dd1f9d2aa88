import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EmployeeListItem } from '@vyplaty/contracts';
import { useContext, useState } from 'react';
import { formatPhone, joinPersonName } from '../../lib/format';
import { useDebouncedValue } from '../address-lookup/use-debounced-value';
import { useContractors } from './find-contractors';
import { ContractorPaidAsContext, npdRefusal } from './paid-as';

const SEARCH_PAUSE_MS = 300;

export type ContractorOption = { id: string; name: string };

const optionOf = (item: EmployeeListItem): ContractorOption => ({
  id: item.id,
  name: joinPersonName(item.last_name, item.first_name, item.patronymic) || formatPhone(item.phone),
});

type ContractorPickerProps = {
  value: ContractorOption | null;
  onChange: (value: ContractorOption | null) => void;
  onBlur?: () => void;
  label?: string;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
};

/**
 * The company's contractor, searched on the server by name, phone or ИНН as the person types (the
 * `employees` list); each choice says whether the contractor can be paid (requisites, registration).
 */
export function ContractorPicker({
  value,
  onChange,
  onBlur,
  label = 'Исполнитель',
  error,
  inputRef,
  size,
}: ContractorPickerProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text === value?.name ? '' : text.trim(), SEARCH_PAUSE_MS);
  const contractors = useContractors(search);
  const items = contractors.data ?? [];
  const options = items.map(optionOf);
  const itemOf = (id: string) => items.find((item) => item.id === id);
  // In an НПД payout form only the self-employed can be chosen; the others stay listed, greyed, with the reason.
  const paidAs = useContext(ContractorPaidAsContext);
  const refusalOf = (id: string) => {
    const item = itemOf(id);
    return paidAs === 'NPD' && item ? npdRefusal(item) : null;
  };

  return (
    <Autocomplete<ContractorOption>
      value={value}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionDisabled={(option) => refusalOf(option.id) !== null}
      loading={contractors.isFetching}
      loadingText="Ищем…"
      noOptionsText={contractors.isError ? 'Не удалось загрузить исполнителей' : 'Никого не нашлось'}
      onChange={(_, chosen) => onChange(chosen)}
      onInputChange={(_, typed) => setText(typed)}
      onBlur={onBlur}
      renderOption={({ key, ...props }, option) => {
        const item = itemOf(option.id);
        const notes = item
          ? [
              item.inn ? `ИНН ${item.inn}` : formatPhone(item.phone),
              item.has_requisites ? null : 'нет реквизитов',
              refusalOf(option.id),
            ]
          : [];
        return (
          <Box component="li" key={key} {...props}>
            <Box>
              <Typography>{option.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {notes.filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          size={size}
          inputRef={inputRef}
          label={label}
          placeholder="ФИО, телефон или ИНН"
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
