import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  EMPLOYEE_CONNECTION_LABELS,
  EMPLOYEE_KIND_LABELS,
  type EmployeeListFilters,
  FNS_BINDING_LABELS,
  NPD_STATUS_LABELS,
  TAX_REGIME_LABELS,
} from '@vyplaty/contracts';
import { FilterChip } from '../../../components/filter-chip';
import { FiltersButton } from '../../../components/filters-button';

type FilterKey = keyof EmployeeListFilters;

const FILTERS: { key: FilterKey; label: string; options: Readonly<Record<string, string>> }[] = [
  { key: 'kind', label: 'Тип', options: EMPLOYEE_KIND_LABELS },
  { key: 'tax_regime', label: 'Налоговый режим', options: TAX_REGIME_LABELS },
  { key: 'connection', label: 'Подключение', options: EMPLOYEE_CONNECTION_LABELS },
  { key: 'npd_status', label: 'Статус НПД', options: NPD_STATUS_LABELS },
  { key: 'fns_binding', label: 'Подключение к ФНС', options: FNS_BINDING_LABELS },
];

type EmployeesFiltersProps = {
  filters: EmployeeListFilters;
  onChange: (filters: EmployeeListFilters) => void;
};

const withValue = (filters: EmployeeListFilters, key: FilterKey, value: string) => {
  const next: Record<string, string> = { ...filters };
  if (value) next[key] = value;
  else delete next[key];
  return next as EmployeeListFilters;
};

/** The «Фильтры» button with its choices; the applied filters below it as closable chips (SPEC §2). */
export function EmployeesFiltersButton({ filters, onChange }: EmployeesFiltersProps) {
  const applied = FILTERS.filter((f) => filters[f.key]).length;
  return (
    <FiltersButton applied={applied} width={320}>
      {FILTERS.map((filter) => (
        <TextField
          key={filter.key}
          select
          size="small"
          label={filter.label}
          value={filters[filter.key] ?? ''}
          onChange={(e) => onChange(withValue(filters, filter.key, e.target.value))}
        >
          <MenuItem value="">
            <em>Все</em>
          </MenuItem>
          {Object.entries(filter.options).map(([value, text]) => (
            <MenuItem key={value} value={value}>
              {text}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </FiltersButton>
  );
}

export function EmployeesFilterChips({ filters, onChange }: EmployeesFiltersProps) {
  const applied = FILTERS.filter((f) => filters[f.key]);
  if (applied.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      {applied.map((filter) => (
        <FilterChip
          key={filter.key}
          label={filter.label}
          value={filter.options[filters[filter.key]!] ?? ''}
          onClose={() => onChange(withValue(filters, filter.key, ''))}
        />
      ))}
    </Stack>
  );
}
