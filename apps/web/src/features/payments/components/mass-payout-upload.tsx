import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MASS_PAYOUT_MAX_BYTES, type PayoutKind } from '@vyplaty/contracts';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FileDropZone } from '../../../components/file-drop-zone/file-drop-zone';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { saveMassPayoutTemplate } from '../api/download-mass-payout-files';
import { massPayoutPage } from '../api/mass-payout-paths';
import { MASS_PAYOUT_FILE_EXTENSIONS, useUploadMassPayout } from '../api/upload-mass-payout';
import { registryTitle } from './mass-payout-labels';
import { useSaveFile } from './use-save-file';

/**
 * «Загрузить реестр» on the list page: the file drop zone (.xlsx of the portal's template or a 1C .txt, up
 * to 50 MB) and the template. The uploaded registry's page opens at once, where its rows are read and
 * checked with progress; a file the server refuses stays here with the server's Russian reason.
 */
export function MassPayoutUpload({ kind }: { kind: PayoutKind }) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const upload = useUploadMassPayout(kind, setProgress);
  const template = useSaveFile(() => saveMassPayoutTemplate(kind), 'Не удалось скачать шаблон');

  const handleFile = (file: File) => {
    setProgress(undefined);
    upload.mutate(file, {
      onSuccess: ({ registry, isNew }) => {
        if (!isNew) notify.info(`Этот файл уже загружен: открыт ${registryTitle(registry)}`);
        void navigate(massPayoutPage(kind, registry.id));
      },
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Загрузка реестра" sx={{ p: 2, mb: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 1.5 }}
      >
        <Typography variant="body2" color="text.secondary">
          Реестр из шаблона портала (Excel) или выгрузка платёжных поручений из 1С (.txt). Строки проверяются после
          загрузки: ошибки можно скачать файлом, исправить и загрузить снова.
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap', gap: 1 }}>
          {kind === 'INDIVIDUAL' && (
            <Button variant="outlined" component={RouterLink} to={`${massPayoutPage(kind)}/form`}>
              Ввести вручную
            </Button>
          )}
          <Button variant="outlined" onClick={template.save} loading={template.isSaving}>
            Скачать шаблон
          </Button>
        </Stack>
      </Stack>
      <FileDropZone
        accept={[...MASS_PAYOUT_FILE_EXTENSIONS]}
        maxSizeMb={MASS_PAYOUT_MAX_BYTES / 1024 / 1024}
        height={160}
        onFile={handleFile}
        isLoading={upload.isPending}
        progress={progress}
      />
      {upload.isError && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {errorMessage(upload.error, 'Не удалось загрузить реестр')}
        </Typography>
      )}
    </Paper>
  );
}
