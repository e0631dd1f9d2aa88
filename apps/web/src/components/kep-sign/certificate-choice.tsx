import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StoreCertificate } from '../../lib/cryptopro';
import { formatDate } from '../../lib/format';

type Props = {
  certificates: StoreCertificate[];
  value: string | null;
  onChange: (thumbprint: string) => void;
  disabled?: boolean;
};

/** One certificate of the store per line: owner (and organisation), valid to, issuer. */
export function CertificateChoice({ certificates, value, onChange, disabled }: Props) {
  return (
    <RadioGroup aria-label="Сертификат" value={value ?? ''} onChange={(_, next) => onChange(next)}>
      {certificates.map((c) => (
        <FormControlLabel
          key={c.thumbprint}
          value={c.thumbprint}
          disabled={disabled}
          control={<Radio />}
          sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
          label={
            <Stack spacing={0.25}>
              <Typography sx={{ fontWeight: 500 }}>{c.owner}</Typography>
              {c.organisation && <Typography variant="body2">{c.organisation}</Typography>}
              <Typography variant="body2" color="text.secondary">
                Действует до {formatDate(c.validTo)} · {c.issuer}
              </Typography>
            </Stack>
          }
        />
      ))}
    </RadioGroup>
  );
}
