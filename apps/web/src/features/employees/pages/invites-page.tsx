import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { INVITE_STATUS_LABELS, type InviteStatus, inviteListRequestSchema } from '@vyplaty/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
import { type ListSort, type PagedListConfig, usePagedList } from '../../../lib/paged-list/use-paged-list';
import { useInvites } from '../api/invite-list';
import { EmployeesImportButton } from '../components/employees-import-button';
import { InviteDisconnectedList } from '../components/invite-disconnected-list';
import { InviteRejectDialog } from '../components/invite-reject-dialog';
import { InvitesCards } from '../components/invites-cards';
import { InvitesTable } from '../components/invites-table';

const STATUSES: InviteStatus[] = ['DRAFT', 'PUBLISH', 'REJECT'];
const {
  status: statusSchema,
  sort_field: sortFieldSchema,
  sort_direction: directionSchema,
} = inviteListRequestSchema.shape;
type InvitesSort = ListSort & { field: 'ADDED_AT' };
const LIST: PagedListConfig<{ status?: InviteStatus }, InvitesSort> = {
  pageSizes: [20, 50, 100],
  filtersSchema: z.object({ status: statusSchema }),
  sort: {
    schema: z.object({ field: sortFieldSchema.unwrap(), direction: directionSchema.unwrap() }),
    default: { field: 'ADDED_AT', direction: 'DESC' },
  },
};

/**
 * /employees/invites: the company's invites, server-paged, filtered by status, sorted by date added;
 * per row: open, copy the link (published ones), reject. Below: disconnected contractors to invite again.
 */
export function InvitesPage() {
  const list = usePagedList(LIST);
  const { status } = list.filters;
  const { direction } = list.sort;
  const [rejectId, setRejectId] = useState<string | null>(null);
  const theme = useTheme();
  const List = useMediaQuery(theme.breakpoints.down('md')) ? InvitesCards : InvitesTable;
  const invites = useInvites({ ...list.paging, status, sort_field: 'ADDED_AT', sort_direction: direction });
  const items = invites.data?.items ?? [];
  const totalCount = invites.data?.totalCount ?? 0;

  const chooseStatus = (next: InviteStatus | undefined) => list.setFilters({ status: next });

  return (
    <>
      <PageTitle>Приглашения</PageTitle>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
        <Button variant="contained" component={Link} to="/employees/invite">
          Новое приглашение
        </Button>
        <EmployeesImportButton />
        <Button component={Link} to="/employees">
          Исполнители
        </Button>
      </Stack>

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} role="group" aria-label="Статус">
        <Chip label="Все" color={status ? 'default' : 'primary'} onClick={() => chooseStatus(undefined)} />
        {STATUSES.map((s) => (
          <Chip
            key={s}
            label={INVITE_STATUS_LABELS[s]}
            color={status === s ? 'primary' : 'default'}
            onClick={() => chooseStatus(s)}
          />
        ))}
      </Stack>

      {invites.isPending && <PageLoader />}
      {invites.isError && (
        <RetryPanel
          error={invites.error}
          message={errorMessage(invites.error, 'Не удалось загрузить приглашения')}
          onRetry={() => void invites.refetch()}
          isRetrying={invites.isFetching}
        />
      )}
      {invites.data && items.length === 0 && (
        <Typography color="text.secondary" sx={{ my: 3 }}>
          {status ? 'Приглашений с таким статусом нет' : 'Приглашений пока нет'}
        </Typography>
      )}
      {items.length > 0 && (
        <Paper variant="outlined" sx={{ mb: 3 }}>
          <List
            items={items}
            direction={direction}
            onSort={() => list.setSort({ field: 'ADDED_AT', direction: direction === 'DESC' ? 'ASC' : 'DESC' })}
            onReject={setRejectId}
          />
          <TablePagination
            component="div"
            count={totalCount}
            page={list.page - 1}
            rowsPerPage={list.pageSize}
            rowsPerPageOptions={LIST.pageSizes}
            onPageChange={(_, next) => list.setPage(next + 1)}
            onRowsPerPageChange={(e) => list.setPageSize(Number(e.target.value))}
            labelRowsPerPage="На странице:"
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} из ${count}`}
          />
        </Paper>
      )}
      <InviteDisconnectedList />
      <InviteRejectDialog inviteId={rejectId} onClose={() => setRejectId(null)} />
    </>
  );
}
