import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type RetryPanelProps = {
  onRetry: () => void;
  /** What went wrong, when there is something useful to say. */
  message?: string;
  isRetrying?: boolean;
};

/** Shown in place of a widget whose data failed to load (SPEC §2). */
export function RetryPanel({ onRetry, message, isRetrying = false }: RetryPanelProps) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h3" component="h2">
          Что-то пошло не так
        </Typography>
        {message && <Typography color="text.secondary">{message}</Typography>}
        <Button onClick={onRetry} loading={isRetrying}>
          Повторить
        </Button>
      </Stack>
    </Paper>
  );
}
