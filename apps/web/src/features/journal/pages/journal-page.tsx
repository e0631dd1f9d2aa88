import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
import { usePagedList } from '../../../lib/paged-list/use-paged-list';
import { useJournal } from '../api/get-journal';
import { JOURNAL_LIST } from '../components/journal-config';
import { JournalFiltersBar } from '../components/journal-filters';
import { JournalCards, JournalTable } from '../components/journal-views';

/**
 * /journal — the company's journal: who did what and when with its payouts, documents and logins,
 * newest first, paged on the server (the next page after the previous page's cursor, api/get-journal.ts);
 * the kind and the period live in the address.
 */
export function JournalPage() {
  const list = usePagedList(JOURNAL_LIST);
  const journal = useJournal({ ...list.paging, ...list.filters });
  const items = journal.data?.items ?? [];
  const hasFilters = Object.keys(list.filters).length > 0;
  return (
    <ListPage title="Журнал" toolbar={<JournalFiltersBar filters={list.filters} onChange={list.setFilters} />}>
      <ListBody
        query={journal}
        count={journal.data?.totalCount ?? 0}
        failureText="Не удалось загрузить журнал"
        emptyText={hasFilters ? 'Записей с такими условиями нет — измените раздел или период' : 'Записей пока нет'}
        table={<JournalTable items={items} />}
        cards={<JournalCards items={items} />}
        paging={list}
      />
    </ListPage>
  );
}
