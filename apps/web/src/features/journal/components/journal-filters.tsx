import Stack from '@mui/material/Stack';
import { JOURNAL_ENTITY_KIND_LABELS } from '@vyplaty/contracts';
import dayjs from 'dayjs';
import { DatePicker, isoDateOf } from '../../../components/date-picker';
import { FilterChip } from '../../../components/filter-chip';
import { FilterSelect } from '../../../components/filter-select';
import { FiltersButton } from '../../../components/filters-button';
import { formatDate } from '../../../lib/format';
import { withFilter } from '../../../lib/paged-list/with-filter';
import type { JournalFilters } from './journal-config';

type Props = { filters: JournalFilters; onChange: (filters: JournalFilters) => void };

/** The journal's toolbar: what kind of records, the period (in «Фильтры»), the period as closable chips. */
export function JournalFiltersBar({ filters, onChange }: Props) {
  const periodCount = (filters.date_from ? 1 : 0) + (filters.date_to ? 1 : 0);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <FilterSelect
        label="Раздел"
        value={filters.entity_kind}
        options={Object.entries(JOURNAL_ENTITY_KIND_LABELS)}
        onChange={(kind) => onChange(withFilter(filters, 'entity_kind', kind))}
        allText="Все записи"
        minWidth={180}
      />
      <FiltersButton applied={periodCount} label="Период журнала">
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
