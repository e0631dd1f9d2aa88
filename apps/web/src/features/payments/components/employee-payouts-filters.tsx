import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PAYOUT_STATUS_LABELS } from '@vyplaty/contracts';
import dayjs from 'dayjs';
import { DatePicker, isoDateOf } from '../../../components/date-picker';
import { useEmployeeCompanies } from '../api/get-employee-companies';
import type { EmployeePayoutUrlFilters } from './employee-payouts-config';
import { PAYOUT_KIND_LABELS } from './payout-labels';

type Props = { filters: EmployeePayoutUrlFilters; onChange: (filters: EmployeePayoutUrlFilters) => void };

const withValue = <K extends keyof EmployeePayoutUrlFilters>(
  filters: EmployeePayoutUrlFilters,
  key: K,
  value: string | undefined,
) => {
  const next = { ...filters };
  if (value) next[key] = value as EmployeePayoutUrlFilters[K];
  else delete next[key];
  return next;
};

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">
        <em>Все</em>
      </MenuItem>
      {options.map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Status, kind, company and period of the contractor's payouts, each a plain choice (phones first). */
export function EmployeePayoutsFilters({ filters, onChange }: Props) {
  const companies = useEmployeeCompanies();
  const set = (key: keyof EmployeePayoutUrlFilters) => (value: string | undefined) =>
    onChange(withValue(filters, key, value));
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
      <Choice
        label="Статус"
        value={filters.status}
        options={Object.entries(PAYOUT_STATUS_LABELS)}
        onChange={set('status')}
      />
      <Choice
        label="Вид выплаты"
        value={filters.kind}
        options={Object.entries(PAYOUT_KIND_LABELS)}
        onChange={set('kind')}
      />
      <Choice
        label="Компания"
        value={filters.customer_id}
        options={(companies.data ?? []).map((company) => [company.id, company.organisation_name] as const)}
        onChange={set('customer_id')}
      />
      <Stack direction="row" spacing={2} sx={{ width: { xs: '100%', sm: 340 } }}>
        <DatePicker
          label="С"
          value={filters.date_from ? dayjs(filters.date_from) : null}
          onChange={(value) => set('date_from')(isoDateOf(value))}
        />
        <DatePicker
          label="По"
          value={filters.date_to ? dayjs(filters.date_to) : null}
          onChange={(value) => set('date_to')(isoDateOf(value))}
        />
      </Stack>
    </Stack>
  );
}
