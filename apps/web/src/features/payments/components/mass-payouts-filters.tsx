import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { DatePicker, isoDateOf } from '../../../components/date-picker';
import { FilterChip } from '../../../components/filter-chip';
import { FiltersButton } from '../../../components/filters-button';
import { ScopeToggle } from '../../../components/scope-toggle';
import { formatDate } from '../../../lib/format';
import { MASS_PAYOUT_STATUS_LABELS, type MassPayoutStatus } from './mass-payout-labels';
import { type MassPayoutsFilters, withFilter } from './mass-payouts-config';

type Props = { filters: MassPayoutsFilters; onChange: (filters: MassPayoutsFilters) => void };

/**
 * The registries' toolbar: «Все реестры» / «Мои», «Фильтры» with the status and the upload period, what is
 * applied as closable chips.
 */
export function MassPayoutsFiltersBar({ filters, onChange }: Props) {
  const applied = (['status', 'date_from', 'date_to'] as const).filter((key) => filters[key]).length;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <ScopeToggle
        label="Чьи реестры"
        allLabel="Все реестры"
        value={filters.scope}
        onChange={(scope) => onChange(withFilter(filters, 'scope', scope))}
      />
      <FiltersButton applied={applied} label="Фильтры реестров">
        <TextField
          select
          size="small"
          label="Статус"
          value={filters.status ?? ''}
          onChange={(e) =>
            onChange(withFilter(filters, 'status', (e.target.value || undefined) as MassPayoutStatus | undefined))
          }
        >
          <MenuItem value="">
            <em>Все</em>
          </MenuItem>
          {Object.entries(MASS_PAYOUT_STATUS_LABELS).map(([value, text]) => (
            <MenuItem key={value} value={value}>
              {text}
            </MenuItem>
          ))}
        </TextField>
        <DatePicker
          label="Загружен с"
          value={filters.date_from ? dayjs(filters.date_from) : null}
          onChange={(value) => onChange(withFilter(filters, 'date_from', isoDateOf(value)))}
        />
        <DatePicker
          label="Загружен по"
          value={filters.date_to ? dayjs(filters.date_to) : null}
          onChange={(value) => onChange(withFilter(filters, 'date_to', isoDateOf(value)))}
        />
      </FiltersButton>
      {filters.status && (
        <FilterChip
          label="Статус"
          value={MASS_PAYOUT_STATUS_LABELS[filters.status]}
          onClose={() => onChange(withFilter(filters, 'status', undefined))}
        />
      )}
      {filters.date_from && (
        <FilterChip
          label="Загружен с"
          value={formatDate(filters.date_from)}
          onClose={() => onChange(withFilter(filters, 'date_from', undefined))}
        />
      )}
      {filters.date_to && (
        <FilterChip
          label="Загружен по"
          value={formatDate(filters.date_to)}
          onClose={() => onChange(withFilter(filters, 'date_to', undefined))}
        />
      )}
    </Stack>
  );
}
