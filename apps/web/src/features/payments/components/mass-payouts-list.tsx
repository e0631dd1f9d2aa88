import Box from '@mui/material/Box';
import type { PayoutKind } from '@vyplaty/contracts';
import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
import { usePagedList } from '../../../lib/paged-list/use-paged-list';
import { useMassPayouts } from '../api/get-mass-payouts';
import { CursorPager } from './cursor-pager';
import { MASS_PAYOUT_KIND_TITLES } from './mass-payout-labels';
import { MassPayoutUpload } from './mass-payout-upload';
import { MASS_PAYOUTS_LIST } from './mass-payouts-config';
import { MassPayoutsFiltersBar } from './mass-payouts-filters';
import { MassPayoutsCards, MassPayoutsTable } from './mass-payouts-views';

/**
 * /payments/mass-payment and /payments/mass-individual-payment: the upload of a registry file, then the
 * kind's registries newest first, by whose (all or mine), status and period (in the address), paged on the
 * server by cursor.
 */
export function MassPayoutsList({ kind }: { kind: PayoutKind }) {
  const list = usePagedList(MASS_PAYOUTS_LIST);
  const registries = useMassPayouts(kind, { ...list.paging, ...list.filters });
  const items = registries.data?.items ?? [];
  const hasFilters = Object.keys(list.filters).length > 0;
  return (
    <ListPage level={2} title={MASS_PAYOUT_KIND_TITLES[kind]}>
      <MassPayoutUpload kind={kind} />
      <Box sx={{ mb: 2 }}>
        <MassPayoutsFiltersBar filters={list.filters} onChange={list.setFilters} />
      </Box>
      <ListBody
        query={registries}
        count={items.length}
        failureText="Не удалось загрузить реестры"
        emptyText={
          hasFilters
            ? 'Реестров с такими условиями нет — измените статус или период'
            : list.paging.page > 1
              ? 'На этой странице реестров нет — вернитесь на первую'
              : 'Реестров пока нет: загрузите файл выше'
        }
        table={<MassPayoutsTable items={items} />}
        cards={<MassPayoutsCards items={items} />}
      />
      {registries.data && (
        <CursorPager paging={list} shown={items.length} hasNext={Boolean(registries.data.next_cursor)} />
      )}
    </ListPage>
  );
}
