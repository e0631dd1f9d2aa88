import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Payout, PayoutKind } from '@vyplaty/contracts';
import { useEffect } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
import { usePagedList } from '../../../lib/paged-list/use-paged-list';
import { usePayouts } from '../api/get-payouts';
import { personName } from './payout-labels';
import { PayoutsCards } from './payouts-cards';
import { PayoutsFilterChips, PayoutsFiltersButton, PayoutsScopeToggle } from './payouts-filters';
import { PAYOUTS_LIST, payoutListRequest } from './payouts-list-config';
import { PayoutsTable } from './payouts-table';

/**
 * The company's payouts of one kind under the payout form: server-paged, sorted and filtered (status,
 * period, contractor, mine or all) with the state in the address; a row opens the payout's drawer.
 */
export function PayoutsList({ kind, onOpen }: { kind: PayoutKind; onOpen: (payout: Payout) => void }) {
  const list = usePagedList(PAYOUTS_LIST);
  const { page, pageSize, sort, filters } = list;
  const payouts = usePayouts(kind, payoutListRequest(list.paging, sort, filters));
  const items = payouts.data?.items ?? [];
  const totalCount = payouts.data?.totalCount ?? 0;
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const contractorName = filters.employee_id && items[0] ? personName(items[0].employee) : undefined;
  const isFiltered = Object.keys(filters).length > 0;

  // After a deletion the last page may be empty: step back to the new last page.
  useEffect(() => {
    if (payouts.data && payouts.data.items.length === 0 && page > 1) {
      list.setPage(Math.max(1, Math.ceil(payouts.data.totalCount / pageSize)));
    }
  }, [payouts.data, page, pageSize, list.setPage]);

  return (
    <Box component="section" aria-labelledby="payouts-list-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', mb: 2 }}
      >
        <Typography id="payouts-list-title" variant="h3" component="h3" sx={{ flexGrow: 1 }}>
          {kind === 'NPD' ? 'Выплаты самозанятым' : 'Выплаты физическим лицам'}
        </Typography>
        <PayoutsScopeToggle filters={filters} onChange={list.setFilters} />
        <PayoutsFiltersButton filters={filters} onChange={list.setFilters} contractorName={contractorName} />
      </Stack>
      <Box sx={{ mb: 2 }}>
        <PayoutsFilterChips filters={filters} onChange={list.setFilters} contractorName={contractorName} />
      </Box>
      {payouts.isPending && <PageLoader />}
      {payouts.isError && (
        <RetryPanel
          error={payouts.error}
          message={errorMessage(payouts.error, 'Не удалось загрузить выплаты')}
          onRetry={() => void payouts.refetch()}
          isRetrying={payouts.isFetching}
        />
      )}
      {payouts.data && totalCount === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">
            {isFiltered ? 'Выплат с такими условиями нет. Измените фильтры.' : 'Выплат пока нет.'}
          </Typography>
        </Paper>
      )}
      {payouts.data && totalCount > 0 && (
        <>
          <Box aria-busy={payouts.isPlaceholderData} sx={{ opacity: payouts.isPlaceholderData ? 0.6 : 1 }}>
            {isPhone ? (
              <PayoutsCards items={items} sort={sort} onSort={list.setSort} onOpen={onOpen} />
            ) : (
              <PayoutsTable kind={kind} items={items} sort={sort} onSort={list.setSort} onOpen={onOpen} />
            )}
          </Box>
          <TablePagination
            component="div"
            count={totalCount}
            page={page - 1}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAYOUTS_LIST.pageSizes}
            onPageChange={(_, next) => list.setPage(next + 1)}
            onRowsPerPageChange={(e) => list.setPageSize(Number(e.target.value))}
          />
        </>
      )}
    </Box>
  );
}
