import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Payout } from '@vyplaty/contracts';
import { CardsSortSelect } from '../../../components/data-table/cards-sort-select';
import { DataCards } from '../../../components/data-table/data-cards';
import { formatDate, formatMoney } from '../../../lib/format';
import { PayoutStatusChip, personName } from './payout-labels';
import type { PayoutsListViewProps, PayoutsSort } from './payouts-list-config';

/** Phones have no headers to click: the order is a choice above the cards. */
const SORTS: { value: string; label: string; sort: PayoutsSort }[] = [
  { value: 'ADDED_AT:DESC', label: 'Сначала новые', sort: { field: 'ADDED_AT', direction: 'DESC' } },
  { value: 'ADDED_AT:ASC', label: 'Сначала давние', sort: { field: 'ADDED_AT', direction: 'ASC' } },
  { value: 'AMOUNT:DESC', label: 'Сначала крупные', sort: { field: 'AMOUNT', direction: 'DESC' } },
  { value: 'AMOUNT:ASC', label: 'Сначала мелкие', sort: { field: 'AMOUNT', direction: 'ASC' } },
  { value: 'EMPLOYEE_FIO:ASC', label: 'По ФИО, А–Я', sort: { field: 'EMPLOYEE_FIO', direction: 'ASC' } },
  { value: 'NUMBER:DESC', label: 'По номеру', sort: { field: 'NUMBER', direction: 'DESC' } },
];

/** The company's payouts on a phone: one card each, a tap opens the drawer. */
export function PayoutsCards({ items, sort, onSort, onOpen }: PayoutsListViewProps<Payout>) {
  return (
    <Stack spacing={1.5}>
      <CardsSortSelect options={SORTS} sort={sort} onSort={onSort} />
      <DataCards
        label="Выплаты"
        rows={items}
        rowKey={(payout) => payout.id}
        onOpenRow={onOpen}
        renderCard={(payout) => (
          <Stack spacing={0.5}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Link
                component="button"
                type="button"
                color="inherit"
                onClick={() => onOpen(payout)}
                sx={{ fontWeight: 500 }}
              >
                {`№ ${payout.number} · ${personName(payout.employee)}`}
              </Link>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatMoney(payout.amount)}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {`${formatDate(payout.created_at)} · ${payout.service_name}`}
            </Typography>
            <PayoutStatusChip
              status={payout.status}
              repeatStatus={payout.repeat_status}
              waitingFor={payout.waiting_for}
              reason={payout.reason}
            />
          </Stack>
        )}
      />
    </Stack>
  );
}
