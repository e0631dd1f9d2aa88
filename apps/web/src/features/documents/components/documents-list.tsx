import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Document } from '@vyplaty/contracts';
import { useEffect } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
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
  const { page, pageSize, sort, filters } = list;
  const documents = useDocuments(side, documentListRequest(list.paging, sort, filters));
  const items = documents.data?.items ?? [];
  const totalCount = documents.data?.totalCount ?? 0;
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const isFiltered = Object.keys(filters).length > 0;

  // After a deletion the last page may be empty: step back to the new last page.
  useEffect(() => {
    if (documents.data && documents.data.items.length === 0 && page > 1) {
      list.setPage(Math.max(1, Math.ceil(documents.data.totalCount / pageSize)));
    }
  }, [documents.data, page, pageSize, list.setPage]);

  return (
    <Box component="section" aria-labelledby="documents-list-title">
      <Typography id="documents-list-title" variant="h3" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <DocumentsFilters filters={filters} onChange={list.setFilters} hasContractor={side === 'company'} />
      </Box>
      {documents.isPending && <PageLoader />}
      {documents.isError && (
        <RetryPanel
          error={documents.error}
          message={errorMessage(documents.error, 'Не удалось загрузить документы')}
          onRetry={() => void documents.refetch()}
          isRetrying={documents.isFetching}
        />
      )}
      {documents.data && totalCount === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">
            {isFiltered ? 'Документов с такими условиями нет. Измените фильтры.' : 'Документов пока нет.'}
          </Typography>
        </Paper>
      )}
      {documents.data && totalCount > 0 && (
        <>
          <Box aria-busy={documents.isPlaceholderData} sx={{ opacity: documents.isPlaceholderData ? 0.6 : 1 }}>
            {isPhone ? (
              <DocumentsCards side={side} items={items} sort={sort} onSort={list.setSort} onOpen={onOpen} />
            ) : (
              <DocumentsTable side={side} items={items} sort={sort} onSort={list.setSort} onOpen={onOpen} />
            )}
          </Box>
          <TablePagination
            component="div"
            count={totalCount}
            page={page - 1}
            rowsPerPage={pageSize}
            rowsPerPageOptions={DOCUMENTS_LIST.pageSizes}
            onPageChange={(_, next) => list.setPage(next + 1)}
            onRowsPerPageChange={(e) => list.setPageSize(Number(e.target.value))}
          />
        </>
      )}
    </Box>
  );
}
