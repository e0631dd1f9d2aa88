import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { DatePicker, isoDateOf } from '../../../components/date-picker';
import { FilterChip } from '../../../components/filter-chip';
import { FiltersButton } from '../../../components/filters-button';
import { formatDate } from '../../../lib/format';
import { MASS_PAYOUT_STATUS_LABELS, type MassPayoutStatus } from './mass-payout-labels';
import { type MassPayoutsFilters, withFilter } from './mass-payouts-config';

type Props = { filters: MassPayoutsFilters; onChange: (filters: MassPayoutsFilters) => void };

const ALL = 'ALL';

/** The registries' toolbar: the status, the period of creation (in «Фильтры»), the period as closable chips. */
export function MassPayoutsFiltersBar({ filters, onChange }: Props) {
  const periodCount = (filters.date_from ? 1 : 0) + (filters.date_to ? 1 : 0);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Статус"
        value={filters.status ?? ALL}
        sx={{ minWidth: 180 }}
        onChange={(e) => {
          const value = e.target.value;
          onChange(withFilter(filters, 'status', value === ALL ? undefined : (value as MassPayoutStatus)));
        }}
      >
        <MenuItem value={ALL}>Все реестры</MenuItem>
        {Object.entries(MASS_PAYOUT_STATUS_LABELS).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </TextField>
      <FiltersButton applied={periodCount} label="Период загрузки">
        <DatePicker
          label="С"
          value={filters.date_from ? dayjs(filters.date_from) : null}
          onChange={(value) => onChange(withFilter(filters, 'date_from', isoDateOf(value)))}
        />
        <DatePicker
          label="По"
          value={filters.date_to ? dayjs(filters.date_to) : null}
          onChange={(value) => onChange(withFilter(filters, 'date_to', isoDateOf(value)))}
        />
      </FiltersButton>
      {filters.date_from && (
        <FilterChip
          label="С"
          value={formatDate(filters.date_from)}
          onClose={() => onChange(withFilter(filters, 'date_from', undefined))}
        />
      )}
      {filters.date_to && (
        <FilterChip
          label="По"
          value={formatDate(filters.date_to)}
          onClose={() => onChange(withFilter(filters, 'date_to', undefined))}
        />
      )}
    </Stack>
  );
}
