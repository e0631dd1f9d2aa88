import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Document, DocumentAttachment } from '@vyplaty/contracts';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { addAttachment, deleteAttachment } from '../api/document-calls';
import { documentPreviewPath, saveAttachment } from './document-files';
import { RenameDialog } from './rename-dialog';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} КБ` : `${(bytes / 1024 / 1024).toFixed(1)} МБ`;

type Props = { doc: Document; onChanged: () => void };

/**
 * The document's files: the main PDF (the one both sides sign) and appendices; each opens on the preview
 * page or downloads; a draft's files can be added, renamed and removed.
 */
export function DocumentAttachments({ doc, onChanged }: Props) {
  const titleId = useId();
  const [renaming, setRenaming] = useState<DocumentAttachment | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const canChange = doc.can_edit;

  const run = async (work: Promise<unknown>, done: string, failure: string) => {
    try {
      await work;
      notify.success(done);
      onChanged();
    } catch (err) {
      notify.error(errorMessage(err, failure));
    }
  };
  const handleAdd = async (file: File | undefined) => {
    if (!file) return;
    setIsAdding(true);
    await run(addAttachment(doc.id, file), 'Файл добавлен', 'Не удалось добавить файл');
    setIsAdding(false);
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Файлы
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {doc.attachments.map((a) => (
          <Stack
            component="li"
            key={a.id}
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Link
              component={RouterLink}
              to={documentPreviewPath(doc.id, a.id)}
              target="_blank"
              sx={{ wordBreak: 'break-word' }}
            >
              {a.name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {a.main ? 'документ, ' : 'приложение, '}
              {sizeText(a.size)}
            </Typography>
            <Button size="small" onClick={() => void saveAttachment(doc.id, a.id)} aria-label={`Скачать ${a.name}`}>
              Скачать
            </Button>
            {canChange && (
              <>
                <Button size="small" onClick={() => setRenaming(a)} aria-label={`Переименовать ${a.name}`}>
                  Переименовать
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={`Удалить ${a.name}`}
                  onClick={() => void run(deleteAttachment(doc.id, a.id), 'Файл удалён', 'Не удалось удалить файл')}
                >
                  Удалить
                </Button>
              </>
            )}
          </Stack>
        ))}
      </Stack>
      {doc.attachments.length === 0 && <Typography color="text.secondary">Файлов нет</Typography>}
      {canChange && (
        <Button component="label" variant="outlined" loading={isAdding} sx={{ mt: 1.5 }}>
          Добавить приложение
          <input
            hidden
            type="file"
            accept=".pdf,.png,.jpg,.jpeg,.doc,.docx,.xlsx,.zip,.sig"
            onChange={(e) => void handleAdd(e.target.files?.[0])}
          />
        </Button>
      )}
      {renaming && (
        <RenameDialog documentId={doc.id} attachment={renaming} onClose={() => setRenaming(null)} onDone={onChanged} />
      )}
    </Box>
  );
}
