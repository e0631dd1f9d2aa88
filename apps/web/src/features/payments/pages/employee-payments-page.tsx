import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { PageLoader } from '../../../components/page-loader';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
import { usePagedList } from '../../../lib/paged-list/use-paged-list';
import { useEmployeePayouts } from '../api/get-employee-payouts';
import {
  EMPLOYEE_PAYOUTS_LIST,
  employeePayoutHref,
  employeePayoutListRequest,
} from '../components/employee-payouts-config';
import { EmployeePayoutsFilters } from '../components/employee-payouts-filters';
import { EmployeePayoutsCards, EmployeePayoutsTable } from '../components/employee-payouts-views';

/**
 * /employee/payments: every payout the contractor got from their companies, newest first, filtered by
 * status, kind, company and period on the server (state in the address); a row opens its page.
 */
export function EmployeePaymentsPage() {
  const list = usePagedList(EMPLOYEE_PAYOUTS_LIST);
  const payouts = useEmployeePayouts(employeePayoutListRequest(list.paging, list.filters));
  const navigate = useNavigate();
  const theme = useTheme();
  const List = useMediaQuery(theme.breakpoints.down('md')) ? EmployeePayoutsCards : EmployeePayoutsTable;
  const totalCount = payouts.data?.totalCount ?? 0;
  const isFiltered = Object.keys(list.filters).length > 0;

  return (
    <ListPage
      title="Выплаты"
      summary={payouts.data && <Typography color="text.secondary">{`Всего: ${totalCount}`}</Typography>}
      toolbar={<EmployeePayoutsFilters filters={list.filters} onChange={list.setFilters} />}
    >
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
            {isFiltered
              ? 'Выплат с такими условиями нет. Измените фильтры.'
              : 'Выплат пока нет. Когда компания заплатит вам, выплата и чек появятся здесь.'}
          </Typography>
        </Paper>
      )}
      {payouts.data && totalCount > 0 && (
        <>
          <Box aria-busy={payouts.isPlaceholderData} sx={{ opacity: payouts.isPlaceholderData ? 0.6 : 1 }}>
            <List items={payouts.data.items} onOpen={(payout) => void navigate(employeePayoutHref(payout))} />
          </Box>
          <TablePagination
            component="div"
            count={totalCount}
            page={list.page - 1}
            rowsPerPage={list.pageSize}
            rowsPerPageOptions={EMPLOYEE_PAYOUTS_LIST.pageSizes}
            onPageChange={(_, next) => list.setPage(next + 1)}
            onRowsPerPageChange={(e) => list.setPageSize(Number(e.target.value))}
          />
        </>
      )}
    </ListPage>
  );
}
