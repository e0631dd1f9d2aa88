import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Representative } from '@vyplaty/contracts';
import { useState } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
import { type PagedListConfig, usePagedList } from '../../../lib/paged-list/use-paged-list';
import { notify } from '../../../lib/toast';
import { useDeleteRepresentative } from '../api/representative-delete';
import { useRepresentatives } from '../api/representative-list';
import type { RepresentativeListProps } from '../components/representative-actions';
import { RepresentativeDrawer } from '../components/representative-drawer';
import { RepresentativeFormDrawer } from '../components/representative-form-drawer';
import { ResponsiblePersonCards } from '../components/responsible-person-cards';
import { ResponsiblePersonsTable } from '../components/responsible-persons-table';

const LIST: PagedListConfig<Record<string, never>, undefined> = { pageSizes: [20] };

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
  const items = persons.data?.items ?? [];
  const opened = items.find((p) => p.id === openedId);
  const viewProps: RepresentativeListProps = {
    persons: items,
    onOpen: (person) => setOpenedId(person.id),
    onEdit: (person) => setEditing({ person }),
    onDelete: setDeleting,
  };

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
      <ListBody
        query={persons}
        count={persons.data?.totalCount ?? 0}
        failureText="Не удалось загрузить ответственных лиц"
        emptyText="Ответственных лиц пока нет. Добавьте сотрудника, который будет подписывать документы."
        table={<ResponsiblePersonsTable {...viewProps} />}
        cards={<ResponsiblePersonCards {...viewProps} />}
        paging={list}
      />

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
