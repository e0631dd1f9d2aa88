import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUNDLE_IMPORT_MAX_BYTES, BUNDLE_IMPORT_MAX_ROWS, type Bundle } from '@vyplaty/contracts';
import { useState } from 'react';
import { FileDropZone } from '../../../components/file-drop-zone/file-drop-zone';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { getBundleErrorReport, getBundleImportTemplate } from '../api/bundle-calls';
import { isValidating, useUploadBundleFile } from '../api/bundle-queries';
import { BundleFileButton } from './bundle-file-button';
import { BundleImportProgress } from './bundle-progress';
import { BundleRows } from './bundle-rows';

/**
 * The import step: «Скачать шаблон» (a column per template field), the upload, the check's live progress,
 * then the counts, «Скачать файл с ошибками» and the rows with their Russian reasons.
 */
export function BundleImportStep({ bundle }: { bundle: Bundle }) {
  const [percent, setPercent] = useState<number | undefined>(undefined);
  const upload = useUploadBundleFile(bundle.id, setPercent);
  const { state, error, valid, invalid, rows_total: total } = bundle.import;
  const handleFile = async (file: File) => {
    setPercent(undefined);
    try {
      await upload.mutateAsync(file);
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось загрузить файл'));
    }
  };
  return (
    <Box component="section" aria-labelledby="bundle-import-title">
      <Typography id="bundle-import-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        Исполнители и поля документов
      </Typography>
      {bundle.can_import && (
        <Stack spacing={2} sx={{ mb: 2 }}>
          <Typography color="text.secondary">
            {`Скачайте файл по шаблону «${bundle.template.name}»: столбец на каждое поле и ИНН или телефон исполнителя. Не больше ${BUNDLE_IMPORT_MAX_ROWS} строк, .xlsx до ${BUNDLE_IMPORT_MAX_BYTES / 1024 / 1024} МБ.`}
          </Typography>
          <Box>
            <BundleFileButton load={() => getBundleImportTemplate(bundle.id)} failure="Не удалось скачать шаблон">
              Скачать шаблон
            </BundleFileButton>
          </Box>
          <FileDropZone
            accept={['xlsx']}
            maxSizeMb={BUNDLE_IMPORT_MAX_BYTES / 1024 / 1024}
            onFile={(file) => void handleFile(file)}
            isLoading={upload.isPending}
            progress={percent}
          />
        </Stack>
      )}
      {isValidating(bundle) && <BundleImportProgress bundle={bundle} />}
      {state === 'ERROR' && (
        <Alert severity="error" sx={{ my: 2 }}>
          {error ?? 'Файл не удалось прочитать'}. Исправьте файл и загрузите его снова.
        </Alert>
      )}
      {state === 'DONE' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2, alignItems: { sm: 'center' } }}>
          <Typography>{`Строк в файле: ${total}. Без ошибок: ${valid}. С ошибками: ${invalid}.`}</Typography>
          {invalid > 0 && (
            <BundleFileButton
              variant="text"
              load={() => getBundleErrorReport(bundle.id)}
              failure="Не удалось скачать файл с ошибками"
            >
              Скачать файл с ошибками
            </BundleFileButton>
          )}
        </Stack>
      )}
      {!isValidating(bundle) && total > 0 && <BundleRows bundleId={bundle.id} />}
    </Box>
  );
}
