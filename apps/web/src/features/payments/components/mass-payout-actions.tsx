import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MassPayout } from '@vyplaty/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteDialog } from '../../../components/delete-dialog';
import { notify } from '../../../lib/toast';
import { useDeleteMassPayout } from '../api/change-mass-payout';
import { saveMassPayoutErrorReport, saveMassPayoutFile, saveMassPayoutReport } from '../api/download-mass-payout-files';
import { isImporting } from '../api/get-mass-payout';
import { massPayoutPage } from '../api/mass-payout-paths';
import { registryTitle } from './mass-payout-labels';
import { MassPayoutPayButton } from './mass-payout-pay';
import { useSaveFile } from './use-save-file';

/**
 * Paying a checked draft, the registry's files (the one uploaded, the rows with «Ошибка», once paid the result
 * report) and the deletion of a draft.
 */
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
  const result = useSaveFile(
    () => saveMassPayoutReport(registry.kind, registry.id, registry.number),
    'Не удалось скачать отчёт о выплате',
  );
  const isChecked = registry.import.status === 'ACTIVATED';
  const isDraft = registry.status === 'DRAFT';
  const canDelete = isDraft && !isImporting(registry);
  const isPaid = registry.payment !== null && (registry.status === 'COMPLETED' || registry.status === 'ERROR');
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {isDraft && isChecked && <MassPayoutPayButton registry={registry} />}
      {isPaid && (
        <Button variant="contained" onClick={result.save} loading={result.isSaving}>
          Скачать отчёт о выплате
        </Button>
      )}
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
