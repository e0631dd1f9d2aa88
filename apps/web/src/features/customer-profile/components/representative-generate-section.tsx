import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TRUST_DOCUMENT_MAX_YEARS } from '@vyplaty/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DatePicker } from '../../../components/date-picker';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useGenerateTrustDocument } from '../api/representative-generate-trust-document';

/**
 * «Сформировать доверенность»: the server fills a power of attorney with the company's and the
 * person's data; it appears in the list to be printed, signed and uploaded back as a scan.
 */
export function RepresentativeGenerateSection({ personId }: { personId: string }) {
  const generate = useGenerateTrustDocument();
  const [validUntil, setValidUntil] = useState<Dayjs | null>(() => dayjs().add(1, 'year'));
  const minDate = dayjs().add(1, 'day');
  const maxDate = dayjs().add(TRUST_DOCUMENT_MAX_YEARS, 'year');
  const isValid =
    Boolean(validUntil?.isValid()) && !validUntil!.isBefore(minDate, 'day') && !validUntil!.isAfter(maxDate, 'day');

  const handleGenerate = () => {
    if (!validUntil || !isValid) return;
    generate.mutate(
      { id: personId, body: { valid_until: validUntil.format('YYYY-MM-DD') } },
      {
        onSuccess: () => notify.success('Доверенность сформирована: распечатайте, подпишите и загрузите скан'),
        onError: (err) => notify.error(errorMessage(err, 'Не удалось сформировать доверенность')),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Нет МЧД?
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Сформируйте доверенность на бумаге: после подписи руководителем загрузите её скан выше.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-end' } }}>
        <DatePicker
          label="Действует по"
          value={validUntil}
          onChange={setValidUntil}
          minDate={minDate}
          maxDate={maxDate}
          name="generate_valid_until"
        />
        <Button
          variant="outlined"
          onClick={handleGenerate}
          disabled={!isValid}
          loading={generate.isPending}
          sx={{ flexShrink: 0 }}
        >
          Сформировать доверенность
        </Button>
      </Stack>
    </Stack>
  );
}
