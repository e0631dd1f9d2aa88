import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Document } from '@vyplaty/contracts';
import { ListBody } from '../../../components/list-body/list-body';
import { usePagedList } from '../../../lib/paged-list/use-paged-list';
import type { DocumentSide } from '../api/document-calls';
import { useDocuments } from '../api/document-queries';
import { DocumentsFilters } from './documents-filters';
import { DOCUMENTS_LIST, documentListRequest } from './documents-list-config';
import { DocumentsCards, DocumentsTable } from './documents-views';

type Props = { side: DocumentSide; title: string; onOpen: (doc: Document) => void };

/**
 * Documents of the company or of the contractor: server-paged, sorted and filtered (status, kind,
 * contractor, period) with the state in the address; a row opens the document.
 */
export function DocumentsList({ side, title, onOpen }: Props) {
  const list = usePagedList(DOCUMENTS_LIST);
  const { sort, filters } = list;
  const documents = useDocuments(side, documentListRequest(list.paging, sort, filters));
  const items = documents.data?.items ?? [];
  const isFiltered = Object.keys(filters).length > 0;

  return (
    <Box component="section" aria-labelledby="documents-list-title">
      <Typography id="documents-list-title" variant="h3" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <DocumentsFilters filters={filters} onChange={list.setFilters} hasContractor={side === 'company'} />
      </Box>
      <ListBody
        query={documents}
        count={documents.data?.totalCount ?? 0}
        failureText="Не удалось загрузить документы"
        emptyText={isFiltered ? 'Документов с такими условиями нет. Измените фильтры.' : 'Документов пока нет.'}
        table={<DocumentsTable side={side} items={items} sort={sort} onSort={list.setSort} onOpen={onOpen} />}
        cards={<DocumentsCards side={side} items={items} sort={sort} onSort={list.setSort} onOpen={onOpen} />}
        paging={list}
      />
    </Box>
  );
}
