import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { EnvelopeSummary } from '../api/envelope-calls';
import { awaitingText, ExpiredChip, envelopePath, signedOfText, termText } from './envelope-labels';

/** One envelope as a card: the company, the bundle's name, what awaits the contractor, signed of total, the term. */
function EnvelopeCard({ envelope }: { envelope: EnvelopeSummary }) {
  const titleId = `envelope-${envelope.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={0.75}>
        <Typography variant="body2" color="text.secondary">
          {envelope.company.name}
        </Typography>
        <Typography id={titleId} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {envelope.name}
        </Typography>
        <Typography>{awaitingText(envelope.awaiting)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {signedOfText(envelope.signed, envelope.documents)}
          {envelope.expires_at && !envelope.expired ? ` · ${termText(envelope.expires_at)}` : ''}
        </Typography>
        {envelope.expired && <ExpiredChip />}
        <Button
          variant={envelope.awaiting > 0 ? 'contained' : 'outlined'}
          component={RouterLink}
          to={envelopePath(envelope.id)}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, mt: 0.5 }}
        >
          {envelope.awaiting > 0 ? 'Открыть и подписать' : 'Открыть'}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The envelopes as a list of cards: one column on a phone, two side by side on a wide screen. */
export function EnvelopesList({ envelopes, label }: { envelopes: readonly EnvelopeSummary[]; label: string }) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      sx={{
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {envelopes.map((envelope) => (
        <EnvelopeCard key={envelope.id} envelope={envelope} />
      ))}
    </Stack>
  );
}
