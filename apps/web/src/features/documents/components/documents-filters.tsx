import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DOCUMENT_STATUS_LABELS, documentKindSchema, documentStatusSchema } from '@vyplaty/contracts';
import dayjs from 'dayjs';
import { ContractorPicker } from '../../../components/contractor-picker/contractor-picker';
import { DatePicker, isoDateOf } from '../../../components/date-picker';
import { ScopeToggle } from '../../../components/scope-toggle';
import { DOCUMENT_KIND_LABELS } from './document-labels';
import type { DocumentUrlFilters } from './documents-list-config';

type Props = {
  filters: DocumentUrlFilters;
  onChange: (filters: DocumentUrlFilters) => void;
  /** The company filters by contractor and by whose (all or mine); the contractor's own list has neither. */
  hasContractor: boolean;
};

/** Drops a filter whose value was cleared, so the address keeps only what is applied. */
function withValue(filters: DocumentUrlFilters, key: keyof DocumentUrlFilters, value: string | undefined) {
  const next = { ...filters } as Record<string, string | undefined>;
  if (value) next[key] = value;
  else delete next[key];
  return next as DocumentUrlFilters;
}

/** Whose (the company's), status, kind, contractor and period of the documents list, applied as they change. */
export function DocumentsFilters({ filters, onChange, hasContractor }: Props) {
  const set = (key: keyof DocumentUrlFilters) => (value: string | undefined) =>
    onChange(withValue(filters, key, value));
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
      <TextField
        select
        size="small"
        label="Статус"
        value={filters.status ?? ''}
        onChange={(e) => set('status')(e.target.value)}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">Все</MenuItem>
        {documentStatusSchema.options.map((s) => (
          <MenuItem key={s} value={s}>
            {DOCUMENT_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Тип"
        value={filters.kind ?? ''}
        onChange={(e) => set('kind')(e.target.value)}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">Все</MenuItem>
        {documentKindSchema.options.map((k) => (
          <MenuItem key={k} value={k}>
            {DOCUMENT_KIND_LABELS[k]}
          </MenuItem>
        ))}
      </TextField>
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
