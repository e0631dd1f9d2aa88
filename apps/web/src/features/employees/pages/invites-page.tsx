import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { INVITE_STATUS_LABELS, type InviteStatus } from '@vyplaty/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
import { useInvites } from '../api/invite-list';
import { EmployeesImportButton } from '../components/employees-import-button';
import { InviteDisconnectedList } from '../components/invite-disconnected-list';
import { InviteRejectDialog } from '../components/invite-reject-dialog';
import { InvitesCards } from '../components/invites-cards';
import { InvitesTable } from '../components/invites-table';

const PAGE_SIZES = [20, 50, 100];
const STATUSES: InviteStatus[] = ['DRAFT', 'PUBLISH', 'REJECT'];

/**
 * /employees/invites: the company's invites, server-paged, filtered by status, sorted by date added;
 * per row: open, copy the link (published ones), reject. Below: disconnected contractors to invite again.
 */
export function InvitesPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const [status, setStatus] = useState<InviteStatus | undefined>(undefined);
  const [direction, setDirection] = useState<'ASC' | 'DESC'>('DESC');
  const [rejectId, setRejectId] = useState<string | null>(null);
  const theme = useTheme();
  const List = useMediaQuery(theme.breakpoints.down('md')) ? InvitesCards : InvitesTable;
  const invites = useInvites({ page, page_size: pageSize, status, sort_field: 'ADDED_AT', sort_direction: direction });
  const items = invites.data?.items ?? [];
  const totalCount = invites.data?.totalCount ?? 0;

  const chooseStatus = (next: InviteStatus | undefined) => {
    setStatus(next);
    setPage(1);
  };

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
            onSort={() => {
              setDirection((d) => (d === 'DESC' ? 'ASC' : 'DESC'));
              setPage(1);
            }}
            onReject={setRejectId}
          />
          <TablePagination
            component="div"
            count={totalCount}
            page={page - 1}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, next) => setPage(next + 1)}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(1);
            }}
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
