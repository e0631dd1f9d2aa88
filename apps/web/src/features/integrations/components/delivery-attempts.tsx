import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WebhookAttempt } from '@vyplaty/contracts';
import { formatMoscowDateTime } from '../../../lib/format';

/** Code blocks (the body sent, an answer's start): the receiver's own text, not ours to translate. */
export function CodeBlock({ text, label }: { text: string; label: string }) {
  return (
    <Box
      component="pre"
      translate="no"
      aria-label={label}
      sx={{
        m: 0,
        p: 1.5,
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontSize: '0.8125rem',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        maxHeight: 320,
        overflowY: 'auto',
      }}
    >
      {text}
    </Box>
  );
}

/** The body as sent, indented when it is JSON (it always is; a broken one is shown as it came). */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    // Not JSON after all: the receiver got exactly this text, so it is shown unchanged.
    return body;
  }
}

/** Every attempt, first to last: when, how long, the answer's code or the error, the start of the answer. */
export function DeliveryAttempts({ attempts }: { attempts: readonly WebhookAttempt[] }) {
  if (attempts.length === 0) return <Typography color="text.secondary">Попыток ещё не было</Typography>;
  return (
    <Stack component="ol" spacing={2} aria-label="Попытки" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {attempts.map((a) => (
        <Box component="li" key={a.attempt_no} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {`Попытка ${a.attempt_no}: ${formatMoscowDateTime(a.started_at)} МСК, ${a.duration_ms} мс`}
          </Typography>
          <Typography variant="body2">
            {a.status_code !== null ? `Код ответа ${a.status_code}` : 'Ответа нет'}
            {a.error ? ` — ${a.error}` : ''}
          </Typography>
          {a.response_body && <CodeBlock label={`Ответ, попытка ${a.attempt_no}`} text={a.response_body} />}
        </Box>
      ))}
    </Stack>
  );
}
