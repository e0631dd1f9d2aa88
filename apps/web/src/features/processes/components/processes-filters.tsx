import Stack from '@mui/material/Stack';
import { PROCESS_KIND_LABELS, PROCESS_STATUS_LABELS } from '@vyplaty/contracts';
import { FilterSelect } from '../../../components/filter-select';
import { withFilter } from '../../../lib/paged-list/with-filter';
import type { ProcessesFilters } from './processes-config';

type Props = { filters: ProcessesFilters; onChange: (filters: ProcessesFilters) => void };

/** The list's toolbar: which kind of work and in which state. */
export function ProcessesFiltersBar({ filters, onChange }: Props) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <FilterSelect
        label="Вид"
        value={filters.kind}
        options={Object.entries(PROCESS_KIND_LABELS)}
        onChange={(kind) => onChange(withFilter(filters, 'kind', kind))}
        allText="Все процессы"
        minWidth={220}
      />
      <FilterSelect
        label="Статус"
        value={filters.status}
        options={Object.entries(PROCESS_STATUS_LABELS)}
        onChange={(status) => onChange(withFilter(filters, 'status', status))}
        allText="Все"
        minWidth={160}
      />
    </Stack>
  );
}
