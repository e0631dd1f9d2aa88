import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '@vyplaty/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ContractorPicker } from '../../../components/contractor-picker/contractor-picker';
import { DatePicker, isoDateOf } from '../../../components/date-picker';
import { FilterChip } from '../../../components/filter-chip';
import { FiltersButton } from '../../../components/filters-button';
import { formatDate } from '../../../lib/format';
import type { PayoutUrlFilters } from './payouts-list-config';

type PayoutsFiltersProps = {
  filters: PayoutUrlFilters;
  onChange: (filters: PayoutUrlFilters) => void;
  /** The chosen contractor's name, when the list knows it (its rows are theirs). */
  contractorName?: string;
};

const withValue = <K extends keyof PayoutUrlFilters>(
  filters: PayoutUrlFilters,
  key: K,
  value?: PayoutUrlFilters[K],
) => {
  const next = { ...filters };
  if (value) next[key] = value;
  else delete next[key];
  return next;
};

/** A date of the picker as the address holds it (YYYY-MM-DD); a half-typed date is no filter yet. */

/** «Все выплаты» / «Мои» (created by me): SPEC §3 filter scope. */
export function PayoutsScopeToggle({ filters, onChange }: PayoutsFiltersProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={filters.scope ?? 'ALL'}
      onChange={(_, scope) => scope && onChange(withValue(filters, 'scope', scope === 'MY' ? 'MY' : undefined))}
      aria-label="Чьи выплаты"
    >
      <ToggleButton value="ALL">Все выплаты</ToggleButton>
      <ToggleButton value="MY">Мои</ToggleButton>
    </ToggleButtonGroup>
  );
}

/** The «Фильтры» button with status, period and contractor. */
export function PayoutsFiltersButton({ filters, onChange, contractorName }: PayoutsFiltersProps) {
  const [pickedName, setPickedName] = useState('');
  const applied = (['status', 'employee_id', 'date_from', 'date_to'] as const).filter((key) => filters[key]).length;
  return (
    <FiltersButton applied={applied}>
      <TextField
        select
        size="small"
        label="Статус"
        value={filters.status ?? ''}
        onChange={(e) => onChange(withValue(filters, 'status', (e.target.value || undefined) as PayoutStatus))}
      >
        <MenuItem value="">
          <em>Все</em>
        </MenuItem>
        {Object.entries(PAYOUT_STATUS_LABELS).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </TextField>
      <DatePicker
        label="Создана с"
        value={filters.date_from ? dayjs(filters.date_from) : null}
        maxDate={filters.date_to ? dayjs(filters.date_to) : undefined}
        onChange={(value) => onChange(withValue(filters, 'date_from', isoDateOf(value)))}
      />
      <DatePicker
        label="Создана по"
        value={filters.date_to ? dayjs(filters.date_to) : null}
        minDate={filters.date_from ? dayjs(filters.date_from) : undefined}
        onChange={(value) => onChange(withValue(filters, 'date_to', isoDateOf(value)))}
      />
      <ContractorPicker
        size="small"
        value={filters.employee_id ? { id: filters.employee_id, name: pickedName || contractorName || '' } : null}
        onChange={(chosen) => {
          setPickedName(chosen?.name ?? '');
          onChange(withValue(filters, 'employee_id', chosen?.id));
        }}
      />
    </FiltersButton>
  );
}

/** The applied filters as closable chips (SPEC §2). */
export function PayoutsFilterChips({ filters, onChange, contractorName }: PayoutsFiltersProps) {
  const chips = [
    filters.status && { key: 'status' as const, label: 'Статус', value: PAYOUT_STATUS_LABELS[filters.status] },
    filters.date_from && { key: 'date_from' as const, label: 'С', value: formatDate(filters.date_from) },
    filters.date_to && { key: 'date_to' as const, label: 'По', value: formatDate(filters.date_to) },
    filters.employee_id && {
      key: 'employee_id' as const,
      label: 'Исполнитель',
      value: contractorName || 'выбранный',
    },
  ].filter((chip) => chip !== undefined && chip !== '');
  if (chips.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {chips.map(
        (chip) =>
          chip && (
            <FilterChip
              key={chip.key}
              label={chip.label}
              value={chip.value}
              onClose={() => onChange(withValue(filters, chip.key, undefined))}
            />
          ),
      )}
    </Stack>
  );
}
