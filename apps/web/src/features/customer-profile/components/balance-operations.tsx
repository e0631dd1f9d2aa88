import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BALANCE_OPERATION_LABELS, type BalanceOperationItem } from '@vyplaty/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ListBody } from '../../../components/list-body/list-body';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { usePagedList } from '../../../lib/paged-list/use-paged-list';
import { useBalanceOperations } from '../api/balance-operations';
import { OPERATION_SIGN, OPERATIONS_LIST } from './balance-operations-config';
import { OperationsFilterChips, OperationsFiltersButton } from './balance-operations-filters';

const signed = (item: BalanceOperationItem) => `${OPERATION_SIGN[item.type]} ${formatMoney(item.amount)}`;

/**
 * «Выплата» on an operation of a payout: the payouts page opens it in its drawer (`?payout=`, whatever
 * its kind: the page moves to the payout's own kind). The address belongs to the payments feature
 * (usePayoutFromAddress); features share routes, not code.
 */
function OpenPayoutButton({ item }: { item: BalanceOperationItem }) {
  if (!item.payout_id) return null;
  return (
    <Button
      size="small"
      component={Link}
      to={`/payments/npd/single?payout=${encodeURIComponent(item.payout_id)}`}
      aria-label={`Открыть выплату: ${item.description}`}
    >
      Выплата
    </Button>
  );
}

const COLUMNS: DataTableColumn<BalanceOperationItem>[] = [
  { id: 'date', header: 'Дата', isFigure: true, cell: (item) => formatDateTime(item.created_at) },
  { id: 'type', header: 'Операция', cell: (item) => BALANCE_OPERATION_LABELS[item.type] },
  { id: 'description', header: 'Описание', minTableWidth: 640, cell: (item) => item.description },
  {
    id: 'amount',
    header: 'Сумма',
    isFigure: true,
    cell: (item) => (
      <Typography component="span" color={OPERATION_SIGN[item.type] === '+' ? 'success.main' : undefined}>
        {signed(item)}
      </Typography>
    ),
  },
  { id: 'payout', header: '', cell: (item) => <OpenPayoutButton item={item} /> },
];

/**
 * The balance's operations, newest first: types, period and amount filters and the page in the address,
 * server paging (keyset for the next page). A payout's operation names its payout in the description.
 */
export function BalanceOperations({ actions }: { actions?: ReactNode }) {
  const list = usePagedList(OPERATIONS_LIST);
  const operations = useBalanceOperations({ ...list.paging, ...list.filters });
  const items = operations.data?.items ?? [];

  return (
    <Box component="section" aria-labelledby="balance-operations-title">
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography id="balance-operations-title" variant="h3" component="h3" sx={{ flexGrow: 1 }}>
          Операции
        </Typography>
        {actions}
        <OperationsFiltersButton filters={list.filters} onChange={list.setFilters} />
      </Stack>
      <Box sx={{ mb: 2 }}>
        <OperationsFilterChips filters={list.filters} onChange={list.setFilters} />
      </Box>
      <ListBody
        query={operations}
        count={operations.data?.totalCount ?? 0}
        failureText="Не удалось загрузить операции"
        emptyText={Object.keys(list.filters).length > 0 ? 'Операций с такими условиями нет.' : 'Операций пока не было.'}
        table={<DataTable label="Операции по балансу" rows={items} rowKey={(item) => item.id} columns={COLUMNS} />}
        cards={
          <DataCards
            label="Операции"
            rows={items}
            rowKey={(item) => item.id}
            renderCard={(item) => (
              <Stack spacing={0.5}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 500 }}>{BALANCE_OPERATION_LABELS[item.type]}</Typography>
                  <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {signed(item)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {`${formatDateTime(item.created_at)} · ${item.description}`}
                </Typography>
                <Box>
                  <OpenPayoutButton item={item} />
                </Box>
              </Stack>
            )}
          />
        }
        paging={list}
      />
    </Box>
  );
}
