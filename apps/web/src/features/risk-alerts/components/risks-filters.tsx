import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RISK_ALERT_KIND_LABELS } from '@vyplaty/contracts';
import type { RisksFilters } from './risks-config';

type Props = { filters: RisksFilters; onChange: (filters: RisksFilters) => void };

const ALL = 'ALL';

const STATUS_OPTIONS = [
  ['OPEN', 'Открытые'],
  ['RESOLVED', 'Решённые'],
] as const;

function withFilter<K extends keyof RisksFilters>(filters: RisksFilters, key: K, value: string) {
  const next = { ...filters };
  if (value === ALL) delete next[key];
  else next[key] = value as RisksFilters[K];
  return next;
}

/** The list's toolbar: which risks and in which state. */
export function RisksFiltersBar({ filters, onChange }: Props) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Вид риска"
        value={filters.kind ?? ALL}
        sx={{ minWidth: 260 }}
        onChange={(e) => onChange(withFilter(filters, 'kind', e.target.value))}
      >
        <MenuItem value={ALL}>Все риски</MenuItem>
        {Object.entries(RISK_ALERT_KIND_LABELS).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Состояние"
        value={filters.status ?? ALL}
        sx={{ minWidth: 160 }}
        onChange={(e) => onChange(withFilter(filters, 'status', e.target.value))}
      >
        <MenuItem value={ALL}>Все</MenuItem>
        {STATUS_OPTIONS.map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
