import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PAYOUT_STATUS_LABELS } from '@vyplaty/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ContractorPicker } from '../../../components/contractor-picker/contractor-picker';
import { DatePicker, isoDateOf } from '../../../components/date-picker';
import { FilterChip } from '../../../components/filter-chip';
import { FilterSelect } from '../../../components/filter-select';
import { FiltersButton } from '../../../components/filters-button';
import { formatDate } from '../../../lib/format';
import { withFilter } from '../../../lib/paged-list/with-filter';
import type { PayoutUrlFilters } from './payouts-list-config';

type PayoutsFiltersProps = {
  filters: PayoutUrlFilters;
  onChange: (filters: PayoutUrlFilters) => void;
  /** The chosen contractor's name, when the list knows it (its rows are theirs). */
  contractorName?: string;
};

/** «Все выплаты» / «Мои» (created by me): SPEC §3 filter scope. */
export function PayoutsScopeToggle({ filters, onChange }: PayoutsFiltersProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={filters.scope ?? 'ALL'}
      onChange={(_, scope) => scope && onChange(withFilter(filters, 'scope', scope === 'MY' ? 'MY' : undefined))}
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
      <FilterSelect
        label="Статус"
        value={filters.status}
        options={Object.entries(PAYOUT_STATUS_LABELS)}
        onChange={(status) => onChange(withFilter(filters, 'status', status))}
      />
      <DatePicker
        label="Создана с"
        value={filters.date_from ? dayjs(filters.date_from) : null}
        maxDate={filters.date_to ? dayjs(filters.date_to) : undefined}
        onChange={(value) => onChange(withFilter(filters, 'date_from', isoDateOf(value)))}
      />
      <DatePicker
        label="Создана по"
        value={filters.date_to ? dayjs(filters.date_to) : null}
        minDate={filters.date_from ? dayjs(filters.date_from) : undefined}
        onChange={(value) => onChange(withFilter(filters, 'date_to', isoDateOf(value)))}
      />
      <ContractorPicker
        size="small"
        value={filters.employee_id ? { id: filters.employee_id, name: pickedName || contractorName || '' } : null}
        onChange={(chosen) => {
          setPickedName(chosen?.name ?? '');
          onChange(withFilter(filters, 'employee_id', chosen?.id));
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
              onClose={() => onChange(withFilter(filters, chip.key, undefined))}
            />
          ),
      )}
    </Stack>
  );
}
