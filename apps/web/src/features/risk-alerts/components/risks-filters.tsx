import Stack from '@mui/material/Stack';
import { RISK_ALERT_KIND_LABELS } from '@vyplaty/contracts';
import { FilterSelect } from '../../../components/filter-select';
import { withFilter } from '../../../lib/paged-list/with-filter';
import type { RisksFilters } from './risks-config';

type Props = { filters: RisksFilters; onChange: (filters: RisksFilters) => void };

const STATUS_OPTIONS = [
  ['OPEN', 'Открытые'],
  ['RESOLVED', 'Решённые'],
] as const;

/** The list's toolbar: which risks and in which state. */
export function RisksFiltersBar({ filters, onChange }: Props) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <FilterSelect
        label="Вид риска"
        value={filters.kind}
        options={Object.entries(RISK_ALERT_KIND_LABELS)}
        onChange={(kind) => onChange(withFilter(filters, 'kind', kind))}
        allText="Все риски"
        minWidth={260}
      />
      <FilterSelect
        label="Состояние"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange(withFilter(filters, 'status', status))}
        allText="Все"
        minWidth={160}
      />
    </Stack>
  );
}
