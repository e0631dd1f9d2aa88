import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYOUT_FILE_EXTENSIONS, PAYOUT_FILE_MAX_MB, type PayoutFile, type PayoutKind } from '@vyplaty/contracts';
import { useId, useState } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog';
import { FileDropZone } from '../../../components/file-drop-zone/file-drop-zone';
import { DeleteIcon } from '../../../components/icons';
import { Loader } from '../../../components/loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { formatDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { saveLoadedFile } from '../../../lib/save-blob';
import { notify } from '../../../lib/toast';
import { useAddPayoutFile } from '../api/add-payout-file';
import { useDeletePayoutFile } from '../api/delete-payout-file';
import { downloadPayoutFile } from '../api/download-payout-file';
import { usePayoutFiles } from '../api/get-payout-files';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} КБ`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;

/**
 * The payout's files (a signed act, a report): each one downloads on a click and is deleted through the
 * SPEC delete dialog; a new one comes through the SPEC file drop zone, with the contract's formats and size.
 */
export function PayoutFiles({ kind, payoutId }: { kind: PayoutKind; payoutId: string }) {
  const titleId = useId();
  const files = usePayoutFiles(kind, payoutId);
  const addFile = useAddPayoutFile(kind, payoutId);
  const deleteFile = useDeletePayoutFile(kind, payoutId);
  const [deleting, setDeleting] = useState<PayoutFile | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  const download = (file: PayoutFile) =>
    saveLoadedFile(
      async () => ({ blob: await downloadPayoutFile(kind, payoutId, file.id), name: file.name }),
      'Не удалось скачать файл',
    );
  const add = async (file: File) => {
    try {
      await addFile.mutateAsync(file);
      notify.success('Файл добавлен');
      setIsAdding(false);
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось добавить файл'));
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Файлы
        </Typography>
        {!isAdding && <Button onClick={() => setIsAdding(true)}>Добавить файл</Button>}
      </Stack>
      {files.isPending && <Loader />}
      {files.isError && <QueryRetryPanel query={files} failureText="Не удалось загрузить файлы" />}
      {files.data?.length === 0 && !isAdding && <Typography color="text.secondary">Файлов нет</Typography>}
      {files.data && files.data.length > 0 && (
        <Stack component="ul" aria-labelledby={titleId} spacing={0.5} sx={{ listStyle: 'none', m: 0, mb: 1.5, p: 0 }}>
          {files.data.map((file) => (
            <Stack component="li" key={file.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Link component="button" type="button" onClick={() => void download(file)} sx={{ textAlign: 'left' }}>
                {file.name}
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                {`${sizeText(file.size)}, ${formatDate(file.added_at)}`}
              </Typography>
              <IconButton aria-label={`Удалить файл ${file.name}`} onClick={() => setDeleting(file)} size="small">
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      {isAdding && (
        <Stack spacing={1}>
          <FileDropZone
            accept={[...PAYOUT_FILE_EXTENSIONS]}
            maxSizeMb={PAYOUT_FILE_MAX_MB}
            onFile={(file) => void add(file)}
            isLoading={addFile.isPending}
          />
          <Button onClick={() => setIsAdding(false)} disabled={addFile.isPending} sx={{ alignSelf: 'flex-start' }}>
            Отменить
          </Button>
        </Stack>
      )}
      <DeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onDelete={() => deleteFile.mutateAsync(deleting?.id ?? '')}
        onDeleted={() => notify.success('Файл удалён')}
      />
    </Box>
  );
}
