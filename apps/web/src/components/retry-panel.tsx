import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage, type LoadFailureKind, loadFailureKind } from '../lib/http';

type RetryPanelProps = {
  onRetry: () => void;
  /** What went wrong, when there is something useful to say. */
  message?: string;
  isRetrying?: boolean;
  /**
   * The failure itself: a 404 says the thing is not found, a 403 that it is not for this account, another
   * refusal shows the reason; none of them offers «Повторить», which would only get the same answer.
   */
  error?: unknown;
};

const HEADING: Record<LoadFailureKind, string> = {
  'not-found': 'Не найдено',
  forbidden: 'Нет доступа',
  refused: 'Не удалось открыть',
  retry: 'Что-то пошло не так',
};

/** Shown in place of a widget whose data failed to load (SPEC §2). */
export function RetryPanel({ onRetry, message, isRetrying = false, error }: RetryPanelProps) {
  const kind = error === undefined ? 'retry' : loadFailureKind(error);
  return (
    <Paper variant="outlined" role="alert" sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h3" component="h2">
          {HEADING[kind]}
        </Typography>
        {message && <Typography color="text.secondary">{message}</Typography>}
        {kind === 'retry' && (
          <Button onClick={onRetry} loading={isRetrying}>
            Повторить
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

type QueryRetryPanelProps = {
  query: Pick<UseQueryResult<unknown>, 'error' | 'isFetching' | 'refetch'>;
  /** What failed, in the screen's words: «Не удалось загрузить задание» (the server's own reason wins). */
  failureText: string;
};

/** A query's failure in place of its widget: the panel above, whose «Повторить» asks the query again. */
export function QueryRetryPanel({ query, failureText }: QueryRetryPanelProps) {
  return (
    <RetryPanel
      error={query.error}
      message={errorMessage(query.error, failureText)}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}
