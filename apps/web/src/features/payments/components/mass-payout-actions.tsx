import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MassPayout } from '@vyplaty/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteDialog } from '../../../components/delete-dialog';
import { notify } from '../../../lib/toast';
import { useDeleteMassPayout } from '../api/change-mass-payout';
import { saveMassPayoutErrorReport, saveMassPayoutFile } from '../api/download-mass-payout-files';
import { isImporting } from '../api/get-mass-payout';
import { massPayoutPage } from '../api/mass-payout-paths';
import { registryTitle } from './mass-payout-labels';
import { useSaveFile } from './use-save-file';

/** The registry's files (the one uploaded, the rows with «Ошибка») and the deletion of a draft. */
export function MassPayoutActions({ registry }: { registry: MassPayout }) {
  const navigate = useNavigate();
  const [isDeleting, setIsDeleting] = useState(false);
  const remove = useDeleteMassPayout(registry.kind, registry.id);
  const file = useSaveFile(
    () => saveMassPayoutFile(registry.kind, registry.id, registry.file.name),
    'Не удалось скачать файл реестра',
  );
  const report = useSaveFile(
    () => saveMassPayoutErrorReport(registry.kind, registry.id, registry.number),
    'Не удалось скачать файл с ошибками',
  );
  const isChecked = registry.import.status === 'ACTIVATED';
  const canDelete = registry.status === 'DRAFT' && !isImporting(registry);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" onClick={file.save} loading={file.isSaving}>
        Скачать файл
      </Button>
      {isChecked && (
        <Button variant="outlined" onClick={report.save} loading={report.isSaving}>
          Скачать файл с ошибками
        </Button>
      )}
      {canDelete && (
        <Button color="error" onClick={() => setIsDeleting(true)}>
          Удалить реестр
        </Button>
      )}
      <DeleteDialog
        open={isDeleting}
        onClose={() => setIsDeleting(false)}
        onDelete={() => remove.mutateAsync()}
        onDeleted={() => {
          notify.success(`${registryTitle(registry)} удалён`);
          void navigate(massPayoutPage(registry.kind), { replace: true });
        }}
      />
    </Stack>
  );
}
