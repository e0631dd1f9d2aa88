import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Agreement, agreementStatusLabels } from '@vyplaty/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { agreementPreviewPath, downloadAgreementPdf } from '../../../components/self-nep';
import { formatDate, formatDateTime } from '../../../lib/format';

/** The file a person wants: the signed copy (with its signature sheet) once there is one. */
const fileOf = (agreement: Agreement) => agreement.signed_file_id ?? agreement.file_id;

function AgreementStatus({ agreement }: { agreement: Agreement }) {
  return (
    <Chip
      size="small"
      color={agreement.status === 'SIGNED' ? 'success' : 'warning'}
      label={agreementStatusLabels[agreement.status]}
    />
  );
}

function AgreementActions({ agreement, wrap = false }: { agreement: Agreement; wrap?: boolean }) {
  const [isDownloading, setIsDownloading] = useState(false);
  const handleDownload = async () => {
    setIsDownloading(true);
    await downloadAgreementPdf(fileOf(agreement));
    setIsDownloading(false);
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: wrap ? 'wrap' : 'nowrap' }}>
      <Button
        size="small"
        component={Link}
        to={agreementPreviewPath(fileOf(agreement))}
        aria-label={`Просмотр: ${agreement.title}`}
      >
        Просмотр
      </Button>
      <Button
        size="small"
        onClick={() => void handleDownload()}
        loading={isDownloading}
        aria-label={`Скачать: ${agreement.title}`}
      >
        Скачать
      </Button>
    </Stack>
  );
}

const signedAt = (agreement: Agreement) => (agreement.signed_at ? formatDateTime(agreement.signed_at) : '—');

function AgreementTable({ agreements }: { agreements: Agreement[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Соглашения компании">
        <TableHead>
          <TableRow>
            <TableCell>Соглашение</TableCell>
            <TableCell>Статус</TableCell>
            <TableCell>Сформировано</TableCell>
            <TableCell>Подписано</TableCell>
            <TableCell aria-label="Действия" />
          </TableRow>
        </TableHead>
        <TableBody>
          {agreements.map((agreement) => (
            <TableRow key={agreement.id}>
              <TableCell>
                <Typography variant="body2">{agreement.title}</Typography>
                <Typography variant="caption" color="text.secondary">
                  Редакция {agreement.version}
                </Typography>
              </TableCell>
              <TableCell>
                <AgreementStatus agreement={agreement} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(agreement.created_at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{signedAt(agreement)}</TableCell>
              <TableCell>
                <AgreementActions agreement={agreement} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function AgreementCards({ agreements }: { agreements: Agreement[] }) {
  return (
    <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Соглашения компании">
      {agreements.map((agreement) => (
        <Paper key={agreement.id} component="li" variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography sx={{ fontWeight: 500 }}>{agreement.title}</Typography>
            <AgreementStatus agreement={agreement} />
            <Typography variant="body2" color="text.secondary">
              Редакция {agreement.version}, сформировано {formatDate(agreement.created_at)}
            </Typography>
            {agreement.signed_at && (
              <Typography variant="body2" color="text.secondary">
                Подписано {signedAt(agreement)}
              </Typography>
            )}
            <AgreementActions agreement={agreement} wrap />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The company's agreements: a table on a wide screen, cards on a phone. */
export function AgreementList({ agreements }: { agreements: Agreement[] }) {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  return isNarrow ? <AgreementCards agreements={agreements} /> : <AgreementTable agreements={agreements} />;
}
