import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Requisite } from '@vyplaty/contracts';
import { useState } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { notify } from '../../../lib/toast';
import { useDeleteRequisite } from '../api/delete-requisite';
import { useRequisites } from '../api/get-requisites';
import { RequisiteDialog } from '../components/requisite-dialog';
import { RequisiteList } from '../components/requisite-list';

/** Profile → requisites: where the contractor's payouts go (bank account, card or СБП). */
export function RequisitesPage() {
  const requisites = useRequisites();
  const deleteRequisite = useDeleteRequisite();
  const [editing, setEditing] = useState<Requisite | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Requisite | null>(null);
  const items = requisites.data?.items ?? [];

  return (
    <>
      <PageTitle level={2}>Реквизиты</PageTitle>
      {requisites.isPending && <PageLoader />}
      {requisites.isError && <QueryRetryPanel query={requisites} failureText="Не удалось загрузить реквизиты" />}
      {requisites.data && (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Typography color="text.secondary">
            Выплаты приходят на основные реквизиты. Номер карты хранится только в зашифрованном виде.
          </Typography>
          {items.length > 0 ? (
            <RequisiteList items={items} onEdit={setEditing} onDelete={setDeleting} />
          ) : (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography>Реквизиты для выплат ещё не добавлены.</Typography>
            </Paper>
          )}
          <div>
            <Button variant="outlined" onClick={() => setEditing('new')}>
              Добавить реквизиты
            </Button>
          </div>
        </Stack>
      )}
      {editing && (
        <RequisiteDialog
          requisite={editing === 'new' ? undefined : editing}
          hasOthers={items.length > 0}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteDialog
        open={Boolean(deleting)}
        onClose={() => setDeleting(null)}
        onDelete={() => (deleting ? deleteRequisite.mutateAsync(deleting.id) : Promise.resolve())}
        onDeleted={() => notify.success('Реквизиты удалены')}
      />
    </>
  );
}
