import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DOCUMENT_STATUS_LABELS, documentKindSchema, documentStatusSchema } from '@vyplaty/contracts';
import dayjs from 'dayjs';
import { ContractorPicker } from '../../../components/contractor-picker/contractor-picker';
import { DatePicker, isoDateOf } from '../../../components/date-picker';
import { FilterSelect } from '../../../components/filter-select';
import { ScopeToggle } from '../../../components/scope-toggle';
import { withFilter } from '../../../lib/paged-list/with-filter';
import { DOCUMENT_KIND_LABELS } from './document-labels';
import type { DocumentUrlFilters } from './documents-list-config';

type Props = {
  filters: DocumentUrlFilters;
  onChange: (filters: DocumentUrlFilters) => void;
  /** The company filters by contractor and by whose (all or mine); the contractor's own list has neither. */
  hasContractor: boolean;
};

/** Whose (the company's), status, kind, contractor and period of the documents list, applied as they change. */
export function DocumentsFilters({ filters, onChange, hasContractor }: Props) {
  const set = (key: keyof DocumentUrlFilters) => (value: string | undefined) =>
    onChange(withFilter(filters, key, value));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {hasContractor && (
        <ScopeToggle
          label="Чьи документы"
          allLabel="Все документы"
          value={filters.scope}
          onChange={(scope) => set('scope')(scope)}
        />
      )}
      <FilterSelect
        label="Статус"
        value={filters.status}
        options={documentStatusSchema.options.map((status) => [status, DOCUMENT_STATUS_LABELS[status]] as const)}
        onChange={set('status')}
        minWidth={220}
      />
      <FilterSelect
        label="Тип"
        value={filters.kind}
        options={documentKindSchema.options.map((kind) => [kind, DOCUMENT_KIND_LABELS[kind]] as const)}
        onChange={set('kind')}
        minWidth={140}
      />
      {hasContractor &&
        (filters.employee_id ? (
          <Button variant="outlined" onClick={() => set('employee_id')(undefined)}>
            Все исполнители
          </Button>
        ) : (
          <Stack sx={{ minWidth: 260 }}>
            <ContractorPicker
              size="small"
              label="По исполнителю"
              value={null}
              onChange={(c) => set('employee_id')(c?.id)}
            />
          </Stack>
        ))}
      <Box sx={{ width: { xs: '100%', md: 180 } }}>
        <DatePicker
          label="Дата с"
          value={filters.date_from ? dayjs(filters.date_from) : null}
          maxDate={filters.date_to ? dayjs(filters.date_to) : undefined}
          onChange={(value) => set('date_from')(isoDateOf(value))}
        />
      </Box>
      <Box sx={{ width: { xs: '100%', md: 180 } }}>
        <DatePicker
          label="Дата по"
          value={filters.date_to ? dayjs(filters.date_to) : null}
          minDate={filters.date_from ? dayjs(filters.date_from) : undefined}
          onChange={(value) => set('date_to')(isoDateOf(value))}
        />
      </Box>
    </Stack>
  );
}
