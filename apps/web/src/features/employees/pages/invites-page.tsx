import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { INVITE_STATUS_LABELS, type InviteStatus, inviteListRequestSchema } from '@vyplaty/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { ListBody } from '../../../components/list-body/list-body';
import { PageTitle } from '../../../components/page-title';
import { type ListSort, type PagedListConfig, usePagedList } from '../../../lib/paged-list/use-paged-list';
import { useInvites } from '../api/invite-list';
import { EmployeesImportButton } from '../components/employees-import-button';
import { InviteDisconnectedList } from '../components/invite-disconnected-list';
import { InviteRejectDialog } from '../components/invite-reject-dialog';
import { InvitesCards } from '../components/invites-cards';
import { InvitesTable, type InvitesTableProps } from '../components/invites-table';

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
  const invites = useInvites({ ...list.paging, status, sort_field: 'ADDED_AT', sort_direction: direction });
  const viewProps: InvitesTableProps = {
    items: invites.data?.items ?? [],
    direction,
    onSort: () => list.setSort({ field: 'ADDED_AT', direction: direction === 'DESC' ? 'ASC' : 'DESC' }),
    onReject: setRejectId,
  };

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

      <Box sx={{ mb: 3 }}>
        <ListBody
          query={invites}
          count={invites.data?.totalCount ?? 0}
          failureText="Не удалось загрузить приглашения"
          emptyText={status ? 'Приглашений с таким статусом нет' : 'Приглашений пока нет'}
          table={<InvitesTable {...viewProps} />}
          cards={<InvitesCards {...viewProps} />}
          paging={list}
        />
      </Box>
      <InviteDisconnectedList />
      <InviteRejectDialog inviteId={rejectId} onClose={() => setRejectId(null)} />
    </>
  );
}
