import Typography from '@mui/material/Typography';
import type { EmployeePayout } from '@vyplaty/contracts';
import { useNavigate } from 'react-router';
import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
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
  const totalCount = payouts.data?.totalCount ?? 0;
  const viewProps = {
    items: payouts.data?.items ?? [],
    onOpen: (payout: EmployeePayout) => void navigate(employeePayoutHref(payout)),
  };
  const isFiltered = Object.keys(list.filters).length > 0;

  return (
    <ListPage
      title="Выплаты"
      summary={payouts.data && <Typography color="text.secondary">{`Всего: ${totalCount}`}</Typography>}
      toolbar={<EmployeePayoutsFilters filters={list.filters} onChange={list.setFilters} />}
    >
      <ListBody
        query={payouts}
        count={totalCount}
        failureText="Не удалось загрузить выплаты"
        emptyText={
          isFiltered
            ? 'Выплат с такими условиями нет. Измените фильтры.'
            : 'Выплат пока нет. Когда компания заплатит вам, выплата и чек появятся здесь.'
        }
        table={<EmployeePayoutsTable {...viewProps} />}
        cards={<EmployeePayoutsCards {...viewProps} />}
        paging={list}
      />
    </ListPage>
  );
}
