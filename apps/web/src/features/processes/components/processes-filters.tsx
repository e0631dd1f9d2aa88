import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PROCESS_KIND_LABELS, PROCESS_STATUS_LABELS } from '@vyplaty/contracts';
import type { ProcessesFilters } from './processes-config';

type Props = { filters: ProcessesFilters; onChange: (filters: ProcessesFilters) => void };

const ALL = 'ALL';

/** `filters` with `key` set to `value`, or without it for «all». */
function withFilter<K extends keyof ProcessesFilters>(filters: ProcessesFilters, key: K, value: string) {
  const next = { ...filters };
  if (value === ALL) delete next[key];
  else next[key] = value as ProcessesFilters[K];
  return next;
}

/** The list's toolbar: which kind of work and in which state. */
export function ProcessesFiltersBar({ filters, onChange }: Props) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Вид"
        value={filters.kind ?? ALL}
        sx={{ minWidth: 220 }}
        onChange={(e) => onChange(withFilter(filters, 'kind', e.target.value))}
      >
        <MenuItem value={ALL}>Все процессы</MenuItem>
        {Object.entries(PROCESS_KIND_LABELS).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Статус"
        value={filters.status ?? ALL}
        sx={{ minWidth: 160 }}
        onChange={(e) => onChange(withFilter(filters, 'status', e.target.value))}
      >
        <MenuItem value={ALL}>Все</MenuItem>
        {Object.entries(PROCESS_STATUS_LABELS).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
