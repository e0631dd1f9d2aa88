import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SelfNep } from '@vyplaty/contracts';
import { AgreementFileActions } from '../../../components/self-nep';
import { formatDateTime } from '../../../lib/format';
import { useEsignAgreement } from '../api/esign-agreement';

const CHANNEL_LABELS: Record<SelfNep['channel'], string> = { SMS: 'СМС', EMAIL: 'E-mail' };

/** The contractor's issued ПЭП: when, where its codes go, and the signed agreement it rests on. */
export function EsignStatus({ selfNep }: { selfNep: SelfNep }) {
  const agreement = useEsignAgreement(selfNep.agreement_id);
  const rows: [string, string][] = [
    ['Выпущена', formatDateTime(selfNep.issued_at)],
    ['Коды для подписания', `${CHANNEL_LABELS[selfNep.channel]}: ${selfNep.destination_masked}`],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h3">
            Простая электронная подпись
          </Typography>
          <Chip size="small" color="success" label="Действует" />
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {agreement.data && (
          <AgreementFileActions
            fileId={agreement.data.signed_file_id ?? agreement.data.file_id}
            title={agreement.data.title}
          />
        )}
      </Stack>
    </Paper>
  );
}
