import TablePagination from '@mui/material/TablePagination';
import type { ListBodyPaging } from '../../../components/list-body/list-body';

type CursorPagerProps = {
  paging: ListBodyPaging;
  /** Rows on the page shown. */
  shown: number;
  /** The page has a next one (the answer's `next_cursor`). */
  hasNext: boolean;
};

/**
 * The pages of a list the API pages by cursor only, without a total: «21–40 из более чем 40» while there
 * is a next page, the exact count on the last one. Under `ListBody`, which pages by a known total.
 */
export function CursorPager({ paging, shown, hasNext }: CursorPagerProps) {
  if (paging.page === 1 && !hasNext) return null;
  const before = (paging.page - 1) * paging.pageSize;
  return (
    <TablePagination
      component="div"
      count={hasNext ? -1 : before + shown}
      page={paging.page - 1}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={[...paging.pageSizes]}
      onPageChange={(_, next) => paging.setPage(next + 1)}
      onRowsPerPageChange={(e) => paging.setPageSize(Number(e.target.value))}
      slotProps={{ actions: { nextButton: { disabled: !hasNext } } }}
    />
  );
}
