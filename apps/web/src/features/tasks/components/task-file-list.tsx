import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TaskFile } from '@vyplaty/contracts';
import { DeleteIcon } from '../../../components/icons';
import { formatDate } from '../../../lib/format';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} КБ`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;

type TaskFileListProps = {
  title: string;
  files: TaskFile[];
  onDownload: (file: TaskFile) => void;
  onDelete: (file: TaskFile) => void;
};

/**
 * One group of a task's files (the brief, or one contractor's result): the name downloads on a click, the size
 * and day under it so a long name wraps on a 390 px phone instead of pushing the delete button off screen.
 */
export function TaskFileList({ title, files, onDownload, onDelete }: TaskFileListProps) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Stack component="ul" aria-label={title} spacing={0.75} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {files.map((file) => (
          <Stack component="li" key={file.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
              <Link
                component="button"
                type="button"
                onClick={() => onDownload(file)}
                sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
              >
                {file.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {`${sizeText(file.size)}, ${formatDate(file.uploaded_at)}`}
              </Typography>
            </Stack>
            {file.can_delete && (
              <IconButton aria-label={`Удалить файл ${file.name}`} onClick={() => onDelete(file)} size="small">
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
