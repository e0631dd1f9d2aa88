import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEnvelopes } from '../api/envelope-queries';
import { EnvelopesList } from './envelopes-list';

const TITLE = 'Пакеты документов на подпись';

/**
 * «Пакеты документов на подпись» on /employee/documents: the envelopes with documents awaiting the contractor,
 * each opening its page with one «Подписать все». Nothing while none awaits them (or the call fails: the
 * documents below still list every document).
 */
export function EnvelopesBlock() {
  const envelopes = useEnvelopes();
  const awaiting = (envelopes.data ?? []).filter((e) => e.awaiting > 0);
  if (awaiting.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="envelopes-title">
      <Typography id="envelopes-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {TITLE}
      </Typography>
      <EnvelopesList envelopes={awaiting} label={TITLE} />
    </Box>
  );
}
