import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useIsPrerender } from '../../lib/prerender';
import { CopyViews } from '../copy-views';
import { PageLoader } from '../page-loader';
import { QueryRetryPanel } from '../retry-panel';

/** The paging of a server-paged list: what `usePagedList` returns (1-based page). */
export type ListBodyPaging = {
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
};

type ListBodyProps = {
  /** The list's query: a loader while it is on its way, the failure with «Повторить», then the list. */
  query: Pick<
    UseQueryResult<unknown>,
    'data' | 'error' | 'isError' | 'isFetching' | 'isPending' | 'isPlaceholderData' | 'refetch'
  >;
  /** How many records there are in all: the server's totalCount, or the length of a list that is not paged. */
  count: number;
  /** What failed, in the list's words: «Не удалось загрузить выплаты» (the server's own reason wins). */
  failureText: string;
  /** Shown instead of the list when there is nothing (with filters on, say what to change). */
  emptyText: ReactNode;
  /** The list on a wide screen (`DataTable` or a table over it). */
  table: ReactNode;
  /** The list on a phone (`DataCards`); without it the table serves both. */
  cards?: ReactNode;
  /** Server paging; without it the list is shown whole. */
  paging?: ListBodyPaging;
};

/**
 * The one body of the web lists (docs/decisions/data-table.md): the loader, the failure with «Повторить»,
 * the empty state, the table on a wide screen or the cards on a phone, and the pages under them. The
 * previous page stays on screen, dimmed, while the next one loads. A list of one page size shows its
 * pages only when there is more than one. A page past the end (the last rows of the last page deleted, an
 * old link) steps back to the new last page.
 */
export function ListBody({ query, count, failureText, emptyText, table, cards, paging }: ListBodyProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const isPrerender = useIsPrerender();
  const hasData = query.data !== undefined;
  const isPaged = paging !== undefined && (paging.pageSizes.length > 1 || count > paging.pageSize);
  const lastPage = paging ? Math.max(1, Math.ceil(count / paging.pageSize)) : 1;
  const isPastTheEnd = paging !== undefined && hasData && !query.isPlaceholderData && paging.page > lastPage;

  useEffect(() => {
    if (isPastTheEnd) paging?.setPage(lastPage);
  }, [isPastTheEnd, lastPage, paging]);

  return (
    <>
      {query.isPending && <PageLoader />}
      {query.isError && <QueryRetryPanel query={query} failureText={failureText} />}
      {hasData && count === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </Paper>
      )}
      {hasData && count > 0 && (
        <>
          <Box aria-busy={query.isPlaceholderData} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            {isPrerender && cards ? (
              // A route's HTML copy: both, the screen's width chooses (lib/prerender.ts).
              <CopyViews phone={cards} desktop={table} />
            ) : isPhone && cards ? (
              cards
            ) : (
              table
            )}
          </Box>
          {isPaged && (
            <TablePagination
              component="div"
              count={count}
              page={paging.page - 1}
              rowsPerPage={paging.pageSize}
              rowsPerPageOptions={paging.pageSizes.length > 1 ? [...paging.pageSizes] : []}
              onPageChange={(_, next) => paging.setPage(next + 1)}
              onRowsPerPageChange={(e) => paging.setPageSize(Number(e.target.value))}
            />
          )}
        </>
      )}
    </>
  );
}
