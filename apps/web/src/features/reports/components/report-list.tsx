import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { REPORT_KIND_LABELS, type Report } from '@vyplaty/contracts';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatDateTime } from '../../../lib/format';
import { ReportActions, ReportStatusCell, reportPeriod } from './report-parts';

const ordered = (report: Report) => (
  <>
    <Typography variant="body2">{formatDateTime(report.created_at)}</Typography>
    {report.created_by_name && (
      <Typography variant="caption" color="text.secondary">
        {report.created_by_name}
      </Typography>
    )}
  </>
);

const columns = (onSigned: () => void): DataTableColumn<Report>[] => [
  { id: 'kind', header: 'Отчёт', cell: (report) => REPORT_KIND_LABELS[report.kind] },
  { id: 'period', header: 'Период', isFigure: true, cell: reportPeriod },
  { id: 'status', header: 'Статус', cell: (report) => <ReportStatusCell report={report} /> },
  { id: 'ordered', header: 'Заказан', minTableWidth: 900, cell: ordered },
  { id: 'actions', header: 'Файлы', cell: (report) => <ReportActions report={report} onSigned={onSigned} /> },
];

/** The company's reports on the one list pattern: a table on a wide screen, cards on a phone. */
export function ReportList({ reports, onSigned }: { reports: Report[]; onSigned: () => void }) {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  if (!isNarrow) {
    return <DataTable label="Отчёты компании" rows={reports} rowKey={(r) => r.id} columns={columns(onSigned)} />;
  }
  return (
    <DataCards
      label="Отчёты компании"
      rows={reports}
      rowKey={(r) => r.id}
      renderCard={(report) => (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography sx={{ fontWeight: 500 }}>{REPORT_KIND_LABELS[report.kind]}</Typography>
          <Typography variant="body2" color="text.secondary">
            {reportPeriod(report)}
          </Typography>
          <ReportStatusCell report={report} />
          <Typography variant="body2" color="text.secondary">
            Заказан {formatDateTime(report.created_at)}
            {report.created_by_name ? `, ${report.created_by_name}` : ''}
          </Typography>
          <ReportActions report={report} onSigned={onSigned} wrap />
        </Stack>
      )}
    />
  );
}
