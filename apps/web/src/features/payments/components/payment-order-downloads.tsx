import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';

type Format = 'txt' | 'pdf';

/** The two downloads of payment orders — the 1C exchange file and the printable form — one at a time. */
export function PaymentOrderDownloads({
  loading,
  onDownload,
  sx,
}: {
  /** The format being downloaded now (any other, e.g. the signature's, leaves both buttons free). */
  loading: string | null;
  onDownload: (format: Format) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={sx}>
      <Button
        variant="outlined"
        loading={loading === 'txt'}
        disabled={loading === 'pdf'}
        onClick={() => onDownload('txt')}
      >
        Скачать для 1С (.txt)
      </Button>
      <Button
        variant="outlined"
        loading={loading === 'pdf'}
        disabled={loading === 'txt'}
        onClick={() => onDownload('pdf')}
      >
        Скачать PDF
      </Button>
    </Stack>
  );
}
