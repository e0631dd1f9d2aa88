import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
import { usePagedList } from '../../../lib/paged-list/use-paged-list';
import { useProcesses } from '../api/get-processes';
import { PROCESSES_LIST } from '../components/processes-config';
import { ProcessesFiltersBar } from '../components/processes-filters';
import { ProcessesCards, ProcessesTable } from '../components/processes-views';

/**
 * /processes — the company's long-running work: contractor imports, document generation, registry imports
 * (docs/decisions/processes.md), newest first, paged on the server; each with its state, its progress
 * while it runs (the page is asked again every 2 s until every shown one has finished), who started it and
 * when, and links to its result and error file. The kind and status live in the address.
 */
export function ProcessesPage() {
  const list = usePagedList(PROCESSES_LIST);
  const processes = useProcesses({ ...list.paging, ...list.filters });
  const items = processes.data?.items ?? [];
  const hasFilters = Object.keys(list.filters).length > 0;
  return (
    <ListPage title="Процессы" toolbar={<ProcessesFiltersBar filters={list.filters} onChange={list.setFilters} />}>
      <ListBody
        query={processes}
        count={processes.data?.totalCount ?? 0}
        failureText="Не удалось загрузить процессы"
        emptyText={
          hasFilters
            ? 'Процессов с такими условиями нет — измените вид или статус'
            : 'Процессов пока нет: здесь появятся загрузки исполнителей, формирование документов и реестры выплат'
        }
        table={<ProcessesTable items={items} />}
        cards={<ProcessesCards items={items} />}
        paging={list}
      />
    </ListPage>
  );
}
