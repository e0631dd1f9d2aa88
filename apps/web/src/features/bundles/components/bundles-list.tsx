import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BUNDLE_STATUS_LABELS } from '@vyplaty/contracts';
import { useState } from 'react';
import { FilterSelect } from '../../../components/filter-select';
import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
import { ScopeToggle } from '../../../components/scope-toggle';
import { SearchField } from '../../../components/search-field';
import { usePagedList } from '../../../lib/paged-list/use-paged-list';
import { withFilter } from '../../../lib/paged-list/with-filter';
import { useBundles } from '../api/bundle-queries';
import { BUNDLES_LIST, bundlesRequest } from './bundles-list-config';
import { BundlesCards, BundlesTable } from './bundles-views';
import { CreateBundleDialog } from './create-bundle-dialog';

/**
 * /document-management/bundle: the company's bundles newest first, by whose, name and status (in the address),
 * paged on the server; «Создать пакет» opens the dialog that makes one.
 */
export function BundlesList() {
  const list = usePagedList(BUNDLES_LIST);
  const bundles = useBundles(bundlesRequest(list.paging, list.search, list.filters));
  const [isCreating, setIsCreating] = useState(false);
  const items = bundles.data?.items ?? [];
  const isFiltered = Boolean(list.search || list.filters.status || list.filters.scope);
  return (
    <ListPage
      level={2}
      title="Пакеты документов"
      actions={
        <Button variant="contained" onClick={() => setIsCreating(true)}>
          Создать пакет
        </Button>
      }
      toolbar={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <ScopeToggle
            label="Чьи пакеты"
            allLabel="Все пакеты"
            value={list.filters.scope}
            onChange={(scope) => list.setFilters(withFilter(list.filters, 'scope', scope))}
          />
          <SearchField
            initialText={list.search}
            onSearch={(text) => text !== list.search && list.setSearch(text)}
            label="Поиск"
            placeholder="Название пакета"
            sx={{ minWidth: 260 }}
          />
          <FilterSelect
            label="Статус"
            value={list.filters.status}
            options={Object.entries(BUNDLE_STATUS_LABELS)}
            onChange={(status) => list.setFilters(withFilter(list.filters, 'status', status))}
            minWidth={260}
          />
        </Stack>
      }
    >
      <ListBody
        query={bundles}
        count={bundles.data?.totalCount ?? 0}
        failureText="Не удалось загрузить пакеты документов"
        emptyText={
          isFiltered
            ? 'Пакетов с такими условиями нет — измените поиск, статус или выберите «Все пакеты»'
            : 'Пакетов пока нет: нажмите «Создать пакет»'
        }
        table={<BundlesTable items={items} />}
        cards={<BundlesCards items={items} />}
        paging={list}
      />
      {isCreating && <CreateBundleDialog onClose={() => setIsCreating(false)} />}
    </ListPage>
  );
}
