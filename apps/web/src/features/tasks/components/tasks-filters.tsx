import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { TASK_STATUS_LABELS, taskStatusSchema } from '@vyplaty/contracts';
import dayjs from 'dayjs';
import { DatePicker, isoDateOf } from '../../../components/date-picker';
import { FilterSelect } from '../../../components/filter-select';
import { withFilter } from '../../../lib/paged-list/with-filter';
import type { TaskUrlFilters } from './tasks-list-config';

type Props<F extends Partial<TaskUrlFilters>> = { filters: F; onChange: (filters: F) => void };

/** «Все задания» / «Мои» (made by me): SPEC §3 filter scope. */
export function TasksScopeToggle({ filters, onChange }: Props<TaskUrlFilters>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label="Чьи задания"
      value={filters.scope ?? 'ALL'}
      onChange={(_, scope) => scope && onChange(withFilter(filters, 'scope', scope === 'MY' ? 'MY' : undefined))}
    >
      <ToggleButton value="ALL">Все задания</ToggleButton>
      <ToggleButton value="MY">Мои</ToggleButton>
    </ToggleButtonGroup>
  );
}

/** The status of the task, as the contract names it. */
export function TaskStatusFilter<F extends Partial<TaskUrlFilters>>({ filters, onChange }: Props<F>) {
  return (
    <FilterSelect
      label="Статус"
      value={filters.status}
      options={taskStatusSchema.options.map((status) => [status, TASK_STATUS_LABELS[status]] as const)}
      onChange={(status) => onChange(withFilter(filters, 'status', status))}
      minWidth={220}
    />
  );
}

/** Status and the period the tasks overlap, applied as they change. */
export function TasksFilters({ filters, onChange }: Props<TaskUrlFilters>) {
  const set = (key: keyof TaskUrlFilters) => (value: string | undefined) => onChange(withFilter(filters, key, value));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TaskStatusFilter filters={filters} onChange={onChange} />
      <Box sx={{ width: { xs: '100%', md: 180 } }}>
        <DatePicker
          label="Период с"
          value={filters.period_from ? dayjs(filters.period_from) : null}
          maxDate={filters.period_to ? dayjs(filters.period_to) : undefined}
          onChange={(value) => set('period_from')(isoDateOf(value))}
        />
      </Box>
      <Box sx={{ width: { xs: '100%', md: 180 } }}>
        <DatePicker
          label="Период по"
          value={filters.period_to ? dayjs(filters.period_to) : null}
          minDate={filters.period_from ? dayjs(filters.period_from) : undefined}
          onChange={(value) => set('period_to')(isoDateOf(value))}
        />
      </Box>
    </Stack>
  );
}
