import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Requisite } from '@vyplaty/contracts';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useUpdateRequisite } from '../api/update-requisite';
import { describeRequisite } from './requisite-labels';

type RequisiteListProps = {
  items: Requisite[];
  onEdit: (requisite: Requisite) => void;
  onDelete: (requisite: Requisite) => void;
};

/** The contractor's requisites, the primary one first and marked 'Основные'. */
export function RequisiteList({ items, onEdit, onDelete }: RequisiteListProps) {
  const updateRequisite = useUpdateRequisite();
  const makePrimary = (requisite: Requisite) =>
    updateRequisite.mutate(
      { id: requisite.id, body: { is_primary: true } },
      {
        onSuccess: () => notify.success('Основные реквизиты изменены'),
        onError: (err) => notify.error(errorMessage(err, 'Не удалось сделать реквизиты основными')),
      },
    );

  return (
    <Stack component="ul" spacing={1.5} aria-label="Реквизиты" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((requisite) => {
        const { title, details } = describeRequisite(requisite);
        return (
          <Paper component="li" key={requisite.id} variant="outlined" sx={{ p: 2 }} aria-label={`${title}: ${details}`}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="subtitle1">{title}</Typography>
                  {requisite.is_primary && <Chip label="Основные" color="primary" size="small" />}
                </Stack>
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {details}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
                {!requisite.is_primary && (
                  <Button size="small" onClick={() => makePrimary(requisite)} disabled={updateRequisite.isPending}>
                    Сделать основными
                  </Button>
                )}
                <Button size="small" onClick={() => onEdit(requisite)}>
                  Изменить
                </Button>
                <Button size="small" color="error" onClick={() => onDelete(requisite)}>
                  Удалить
                </Button>
              </Stack>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
