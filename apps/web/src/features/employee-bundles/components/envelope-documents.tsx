import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DocumentStatusChip } from '../../../components/document-status-chip';
import type { EnvelopeDocument } from '../api/envelope-calls';
import { documentPath, ExpiredChip } from './envelope-labels';

const LIST_LABEL = 'Документы пакета';

function mineText(doc: EnvelopeDocument): string | null {
  if (doc.awaiting_me) return 'Ждёт вашей подписи';
  if (doc.signed_by_me) return 'Вы подписали';
  return null;
}

/** One document of the envelope: title and number, status, the contractor's part, «Открыть» to its own page (PDF). */
function EnvelopeDocumentCard({ doc }: { doc: EnvelopeDocument }) {
  const titleId = `envelope-doc-${doc.id}`;
  const mine = mineText(doc);
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, listStyle: 'none' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <Typography id={titleId} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {doc.title} № {doc.number}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <DocumentStatusChip status={doc.status} />
            {doc.expired && <ExpiredChip />}
          </Stack>
          {mine && (
            <Typography variant="body2" color="text.secondary">
              {mine}
            </Typography>
          )}
        </Stack>
        <Button
          variant="outlined"
          component={RouterLink}
          to={documentPath(doc.id)}
          aria-label={`Открыть: ${doc.title} № ${doc.number}`}
          sx={{ flexShrink: 0 }}
        >
          Открыть
        </Button>
      </Stack>
    </Paper>
  );
}

/** The envelope's documents addressed to the contractor, as cards (a phone's width first). */
export function EnvelopeDocuments({ items }: { items: readonly EnvelopeDocument[] }) {
  if (items.length === 0) {
    return <Typography color="text.secondary">В пакете нет документов для вас</Typography>;
  }
  return (
    <Stack component="ul" spacing={1.5} aria-label={LIST_LABEL} sx={{ m: 0, p: 0 }}>
      {items.map((doc) => (
        <EnvelopeDocumentCard key={doc.id} doc={doc} />
      ))}
    </Stack>
  );
}
