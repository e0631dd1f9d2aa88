import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { JOURNAL_ENTITY_KIND_LABELS, type JournalEntityKind } from '@vyplaty/contracts';
import dayjs from 'dayjs';
import { DatePicker } from '../../../components/date-picker';
import { FilterChip } from '../../../components/filter-chip';
import { FiltersButton } from '../../../components/filters-button';
import { formatDate } from '../../../lib/format';
import { type JournalFilters, withFilter } from './journal-config';

type Props = { filters: JournalFilters; onChange: (filters: JournalFilters) => void };

const ALL = 'ALL';
const isoOf = (value: dayjs.Dayjs | null) => (value?.isValid() ? value.format('YYYY-MM-DD') : undefined);

/** The journal's toolbar: what kind of records, the period (in «Фильтры»), the period as closable chips. */
export function JournalFiltersBar({ filters, onChange }: Props) {
  const periodCount = (filters.date_from ? 1 : 0) + (filters.date_to ? 1 : 0);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Раздел"
        value={filters.entity_kind ?? ALL}
        sx={{ minWidth: 180 }}
        onChange={(e) => {
          const value = e.target.value;
          onChange(withFilter(filters, 'entity_kind', value === ALL ? undefined : (value as JournalEntityKind)));
        }}
      >
        <MenuItem value={ALL}>Все записи</MenuItem>
        {Object.entries(JOURNAL_ENTITY_KIND_LABELS).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </TextField>
      <FiltersButton applied={periodCount} label="Период журнала">
        <DatePicker
          label="С"
          value={filters.date_from ? dayjs(filters.date_from) : null}
          onChange={(value) => onChange(withFilter(filters, 'date_from', isoOf(value)))}
        />
        <DatePicker
          label="По"
          value={filters.date_to ? dayjs(filters.date_to) : null}
          onChange={(value) => onChange(withFilter(filters, 'date_to', isoOf(value)))}
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
