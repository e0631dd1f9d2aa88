import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Representative } from '@vyplaty/contracts';
import { useState } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListPage } from '../../../components/list-page';
import { PageLoader } from '../../../components/page-loader';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
import { type PagedListConfig, usePagedList } from '../../../lib/paged-list/use-paged-list';
import { notify } from '../../../lib/toast';
import { useDeleteRepresentative } from '../api/representative-delete';
import { useRepresentatives } from '../api/representative-list';
import { RepresentativeDrawer } from '../components/representative-drawer';
import { RepresentativeFormDrawer } from '../components/representative-form-drawer';
import { ResponsiblePersonCards } from '../components/responsible-person-cards';
import { ResponsiblePersonsTable } from '../components/responsible-persons-table';

const PAGE_SIZE = 20;
const LIST: PagedListConfig<Record<string, never>, undefined> = { pageSizes: [PAGE_SIZE] };

type Editing = { person?: Representative } | null;

/**
 * /profile/responsible-persons: the people who act for the company under a power of attorney, on the
 * one list pattern (docs/decisions/data-table.md): a row opens the person's card (their data, edit,
 * delete, and their trust documents: upload an МЧД or a scan, or generate one to sign).
 */
export function ResponsiblePersonsPage() {
  const list = usePagedList(LIST);
  const persons = useRepresentatives(list.paging);
  const deletePerson = useDeleteRepresentative();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Representative | null>(null);
  // The id, not the row: the card follows the fresh row (status changes with its documents) and closes
  // once the person is deleted.
  const [openedId, setOpenedId] = useState<string | null>(null);
  const theme = useTheme();
  const PersonList = useMediaQuery(theme.breakpoints.down('md')) ? ResponsiblePersonCards : ResponsiblePersonsTable;
  const items = persons.data?.items ?? [];
  const totalCount = persons.data?.totalCount ?? 0;
  const opened = items.find((p) => p.id === openedId);

  return (
    <ListPage
      level={2}
      title="Ответственные лица"
      summary={
        <Typography color="text.secondary">
          Сотрудники, которые подписывают документы от имени компании по доверенности: машиночитаемой (МЧД) или
          бумажной.
        </Typography>
      }
      actions={
        <Button variant="contained" onClick={() => setEditing({})}>
          Добавить
        </Button>
      }
    >
      {persons.isPending && <PageLoader />}
      {persons.isError && (
        <RetryPanel
          error={persons.error}
          message={errorMessage(persons.error, 'Не удалось загрузить ответственных лиц')}
          onRetry={() => void persons.refetch()}
          isRetrying={persons.isFetching}
        />
      )}
      {persons.data && totalCount === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">
            Ответственных лиц пока нет. Добавьте сотрудника, который будет подписывать документы.
          </Typography>
        </Paper>
      )}
      {persons.data && totalCount > 0 && (
        <>
          {/* The previous page stays on screen, dimmed, while the next one loads. */}
          <Box aria-busy={persons.isPlaceholderData} sx={{ opacity: persons.isPlaceholderData ? 0.6 : 1 }}>
            <PersonList
              persons={items}
              onOpen={(person) => setOpenedId(person.id)}
              onEdit={(person) => setEditing({ person })}
              onDelete={setDeleting}
            />
          </Box>
          {totalCount > PAGE_SIZE && (
            <TablePagination
              component="div"
              count={totalCount}
              page={list.page - 1}
              onPageChange={(_, next) => list.setPage(next + 1)}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[]}
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} из ${count}`}
            />
          )}
        </>
      )}

      {opened && (
        <RepresentativeDrawer
          person={opened}
          onClose={() => setOpenedId(null)}
          onEdit={(person) => setEditing({ person })}
          onDelete={setDeleting}
        />
      )}
      {editing && <RepresentativeFormDrawer person={editing.person} onClose={() => setEditing(null)} />}
      <DeleteDialog
        open={Boolean(deleting)}
        onClose={() => setDeleting(null)}
        onDelete={() => (deleting ? deletePerson.mutateAsync(deleting.id) : Promise.resolve())}
        onDeleted={() => notify.success('Ответственное лицо удалено')}
      />
    </ListPage>
  );
}
