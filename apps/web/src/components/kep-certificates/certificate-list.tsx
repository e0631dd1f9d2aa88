import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Certificate } from '@vyplaty/contracts';
import { formatDate } from '../../lib/format';

const STATUS: Record<Certificate['status'], { label: string; color: 'success' | 'default' | 'warning' | 'error' }> = {
  ACTIVE: { label: 'Действует', color: 'success' },
  CREATED: { label: 'Не проверен', color: 'warning' },
  EXPIRED: { label: 'Истёк', color: 'default' },
  REVOCATED: { label: 'Отозван', color: 'error' },
};

const identifiers = (c: Certificate) =>
  [
    c.inn_company && `ИНН организации ${c.inn_company}`,
    c.ogrn && `ОГРН ${c.ogrn}`,
    c.inn && `ИНН ${c.inn}`,
    c.snils && `СНИЛС ${c.snils}`,
  ].filter(Boolean);

/** The registered certificates as cards (the same on a phone): owner, status and why, validity, issuer. */
export function CertificateList({ items }: { items: Certificate[] }) {
  if (items.length === 0) return <Typography color="text.secondary">Сертификаты ещё не добавлены.</Typography>;
  return (
    <Stack spacing={1.5} component="ul" aria-label="Сертификаты" sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {items.map((c) => (
        <Paper key={c.id} component="li" variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{c.owner}</Typography>
              <Chip size="small" color={STATUS[c.status].color} label={STATUS[c.status].label} />
            </Stack>
            {c.status_reason && (
              <Typography variant="body2" color="text.secondary">
                {c.status_reason}
              </Typography>
            )}
            <Typography variant="body2">
              {formatDate(c.valid_from)} — {formatDate(c.valid_to)} · {c.issuer}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[...identifiers(c), `отпечаток ${c.thumbprint}`].join(' · ')}
            </Typography>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
