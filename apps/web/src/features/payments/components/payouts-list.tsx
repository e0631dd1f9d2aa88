import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Payout, PayoutKind } from '@vyplaty/contracts';
import { ListBody } from '../../../components/list-body/list-body';
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
  const { sort, filters } = list;
  const payouts = usePayouts(kind, payoutListRequest(list.paging, sort, filters));
  const items = payouts.data?.items ?? [];
  const contractorName = filters.employee_id && items[0] ? personName(items[0].employee) : undefined;
  const isFiltered = Object.keys(filters).length > 0;

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
      <ListBody
        query={payouts}
        count={payouts.data?.totalCount ?? 0}
        failureText="Не удалось загрузить выплаты"
        emptyText={isFiltered ? 'Выплат с такими условиями нет. Измените фильтры.' : 'Выплат пока нет.'}
        table={<PayoutsTable kind={kind} items={items} sort={sort} onSort={list.setSort} onOpen={onOpen} />}
        cards={<PayoutsCards items={items} sort={sort} onSort={list.setSort} onOpen={onOpen} />}
        paging={list}
      />
    </Box>
  );
}
