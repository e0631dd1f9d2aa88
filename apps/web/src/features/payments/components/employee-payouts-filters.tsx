import Stack from '@mui/material/Stack';
import { PAYOUT_STATUS_LABELS } from '@vyplaty/contracts';
import dayjs from 'dayjs';
import { DatePicker, isoDateOf } from '../../../components/date-picker';
import { FilterSelect } from '../../../components/filter-select';
import { withFilter } from '../../../lib/paged-list/with-filter';
import { useEmployeeCompanies } from '../api/get-employee-companies';
import type { EmployeePayoutUrlFilters } from './employee-payouts-config';
import { PAYOUT_KIND_LABELS } from './payout-labels';

type Props = { filters: EmployeePayoutUrlFilters; onChange: (filters: EmployeePayoutUrlFilters) => void };

/** Status, kind, company and period of the contractor's payouts, each a plain choice (phones first). */
export function EmployeePayoutsFilters({ filters, onChange }: Props) {
  const companies = useEmployeeCompanies();
  const set = (key: keyof EmployeePayoutUrlFilters) => (value: string | undefined) =>
    onChange(withFilter(filters, key, value));
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
      <FilterSelect
        label="Статус"
        value={filters.status}
        options={Object.entries(PAYOUT_STATUS_LABELS)}
        onChange={set('status')}
        minWidth={180}
      />
      <FilterSelect
        label="Вид выплаты"
        value={filters.kind}
        options={Object.entries(PAYOUT_KIND_LABELS)}
        onChange={set('kind')}
        minWidth={180}
      />
      <FilterSelect
        label="Компания"
        value={filters.customer_id}
        options={(companies.data ?? []).map((company) => [company.id, company.organisation_name] as const)}
        onChange={set('customer_id')}
        minWidth={180}
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
