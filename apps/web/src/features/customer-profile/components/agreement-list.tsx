import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Agreement, agreementStatusLabels } from '@vyplaty/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { agreementPreviewPath, downloadAgreementPdf } from '../../../components/self-nep';
import { formatDate, formatDateTime } from '../../../lib/format';
import { AgreementKepButton, isKepSignable } from './agreement-kep-button';

/** The file a person wants: the signed copy (with its signature sheet) once there is one. */
const fileOf = (agreement: Agreement) => agreement.signed_file_id ?? agreement.file_id;

/** An agreement's record is its document: the row opens the preview of the file a person wants. */
export const agreementPath = (agreement: Agreement) => agreementPreviewPath(fileOf(agreement));

function AgreementStatus({ agreement }: { agreement: Agreement }) {
  return (
    <Chip
      size="small"
      color={agreement.status === 'SIGNED' ? 'success' : 'warning'}
      label={agreementStatusLabels[agreement.status]}
    />
  );
}

/** The row's own actions (kept out of the row click): the preview as a real link, and the download. */
function AgreementActions({ agreement, wrap = false }: { agreement: Agreement; wrap?: boolean }) {
  const [isDownloading, setIsDownloading] = useState(false);
  const handleDownload = async () => {
    setIsDownloading(true);
    await downloadAgreementPdf(fileOf(agreement));
    setIsDownloading(false);
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: wrap ? 'wrap' : 'nowrap' }}>
      <Button size="small" component={Link} to={agreementPath(agreement)} aria-label={`Просмотр: ${agreement.title}`}>
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
      {isKepSignable(agreement) && <AgreementKepButton agreement={agreement} />}
    </Stack>
  );
}

const signedAt = (agreement: Agreement) => (agreement.signed_at ? formatDateTime(agreement.signed_at) : '—');

/**
 * The columns by priority (docs/decisions/data-table.md): the agreement, its status, when it was signed
 * and its actions always show; the day it was generated folds away on a narrow table.
 */
const COLUMNS: DataTableColumn<Agreement>[] = [
  {
    id: 'title',
    header: 'Соглашение',
    cell: (agreement) => (
      <>
        <Typography variant="body2">{agreement.title}</Typography>
        <Typography variant="caption" color="text.secondary">
          Редакция {agreement.version}
        </Typography>
      </>
    ),
  },
  { id: 'status', header: 'Статус', cell: (agreement) => <AgreementStatus agreement={agreement} /> },
  {
    id: 'created',
    header: 'Сформировано',
    isFigure: true,
    minTableWidth: 760,
    cell: (agreement) => formatDate(agreement.created_at),
  },
  { id: 'signed', header: 'Подписано', isFigure: true, cell: signedAt },
  { id: 'actions', header: 'Действия', cell: (agreement) => <AgreementActions agreement={agreement} /> },
];

/**
 * The company's agreements on the one list pattern: a table on a wide screen, cards on a phone; a click
 * on a row or a tap on a card (but its buttons) opens the agreement's file.
 */
export function AgreementList({ agreements }: { agreements: Agreement[] }) {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const open = (agreement: Agreement) => void navigate(agreementPath(agreement));
  if (!isNarrow) {
    return (
      <DataTable
        label="Соглашения компании"
        rows={agreements}
        rowKey={(agreement) => agreement.id}
        columns={COLUMNS}
        onOpenRow={open}
      />
    );
  }
  return (
    <DataCards
      label="Соглашения компании"
      rows={agreements}
      rowKey={(agreement) => agreement.id}
      onOpenRow={open}
      renderCard={(agreement) => (
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
      )}
    />
  );
}
