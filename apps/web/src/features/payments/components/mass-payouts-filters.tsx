import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { DatePicker, isoDateOf } from '../../../components/date-picker';
import { FilterChip } from '../../../components/filter-chip';
import { FilterSelect } from '../../../components/filter-select';
import { FiltersButton } from '../../../components/filters-button';
import { ScopeToggle } from '../../../components/scope-toggle';
import { formatDate } from '../../../lib/format';
import { withFilter } from '../../../lib/paged-list/with-filter';
import { MASS_PAYOUT_STATUS_LABELS } from './mass-payout-labels';
import type { MassPayoutsFilters } from './mass-payouts-config';

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
        <FilterSelect
          label="Статус"
          value={filters.status}
          options={Object.entries(MASS_PAYOUT_STATUS_LABELS)}
          onChange={(status) => onChange(withFilter(filters, 'status', status))}
        />
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
