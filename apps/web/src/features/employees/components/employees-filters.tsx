import Stack from '@mui/material/Stack';
import {
  EMPLOYEE_CONNECTION_LABELS,
  EMPLOYEE_KIND_LABELS,
  type EmployeeListFilters,
  FNS_BINDING_LABELS,
  NPD_STATUS_LABELS,
  TAX_REGIME_LABELS,
} from '@vyplaty/contracts';
import { FilterChip } from '../../../components/filter-chip';
import { FilterSelect } from '../../../components/filter-select';
import { FiltersButton } from '../../../components/filters-button';
import { withFilter } from '../../../lib/paged-list/with-filter';

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

/** The «Фильтры» button with its choices; the applied filters below it as closable chips (SPEC §2). */
export function EmployeesFiltersButton({ filters, onChange }: EmployeesFiltersProps) {
  const applied = FILTERS.filter((f) => filters[f.key]).length;
  return (
    <FiltersButton applied={applied} width={320}>
      {FILTERS.map((filter) => (
        <FilterSelect
          key={filter.key}
          label={filter.label}
          value={filters[filter.key]}
          options={Object.entries(filter.options)}
          onChange={(value) => onChange(withFilter(filters, filter.key, value))}
        />
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
          onClose={() => onChange(withFilter(filters, filter.key, undefined))}
        />
      ))}
    </Stack>
  );
}
