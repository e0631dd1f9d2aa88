import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_KIND_LABELS, type Report, type ReportFileKind, type ReportStatus } from '@vyplaty/contracts';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { KepSignDialog } from '../../../components/kep-sign';
import { saveLoadedFile } from '../../../lib/save-blob';
import { notify } from '../../../lib/toast';
import { getReportFile } from '../api/report-file';
import { getReportKepToSign, postReportKep } from '../api/report-kep';
import { isBuilding } from '../api/report-list';

const STATUS_TEXT: Record<ReportStatus, string> = {
  NEW: 'В очереди',
  PROCESSING: 'Формируется',
  SUCCESS: 'Готов',
  ERROR: 'Ошибка',
};
const STATUS_COLOR = { NEW: 'default', PROCESSING: 'info', SUCCESS: 'success', ERROR: 'error' } as const;

const ruDay = (iso: string) => iso.split('-').reverse().join('.');
export const reportPeriod = (report: Pick<Report, 'period_from' | 'period_to'>) =>
  `${ruDay(report.period_from)}–${ruDay(report.period_to)}`;
export const reportTitle = (report: Pick<Report, 'kind' | 'period_from' | 'period_to'>) =>
  `${REPORT_KIND_LABELS[report.kind]} за ${reportPeriod(report)}`;

/** The preview of the report's file (/files-preview/user-report/{fileId}?report={id}). */
export const reportPreviewPath = (report: Pick<Report, 'id'>, fileId: string) =>
  `/files-preview/user-report/${encodeURIComponent(fileId)}?report=${encodeURIComponent(report.id)}`;

/** The status, and while it is built how far it has got («12 из 40»); an error's reason under it. */
export function ReportStatusCell({ report }: { report: Report }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 140 }}>
      <Chip size="small" color={STATUS_COLOR[report.status]} label={STATUS_TEXT[report.status]} />
      {isBuilding(report) && report.total > 0 && (
        <>
          <Typography variant="caption" color="text.secondary">
            {report.done} из {report.total}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (report.done / report.total) * 100)}
            aria-label={`Готово ${report.done} из ${report.total}`}
            sx={{ width: '100%' }}
          />
        </>
      )}
      {report.status === 'ERROR' && report.error_text && (
        <Typography variant="caption" color="error">
          {report.error_text}
        </Typography>
      )}
      {report.signed_at && (
        <Typography variant="caption" color="text.secondary">
          Подписан КЭП
        </Typography>
      )}
    </Stack>
  );
}

function DownloadButton({ report, file, text }: { report: Report; file: ReportFileKind; text: string }) {
  const [isLoading, setIsLoading] = useState(false);
  const download = async () => {
    setIsLoading(true);
    await saveLoadedFile(() => getReportFile(report, file), 'Не удалось скачать файл, попробуйте позже');
    setIsLoading(false);
  };
  return (
    <Button
      size="small"
      onClick={() => void download()}
      loading={isLoading}
      aria-label={`${text}: ${reportTitle(report)}`}
    >
      {text}
    </Button>
  );
}

/** «Подписать КЭП» of a built акт сверки not signed yet: the shared КЭП dialog over the PDF's bytes. */
function ReportKepButton({ report, onSigned }: { report: Report; onSigned: () => void }) {
  const [open, setOpen] = useState(false);
  const getToSign = useCallback(() => getReportKepToSign(report.id), [report.id]);
  const postSignature = useCallback((signature: string) => postReportKep(report.id, signature), [report.id]);
  const signed = useCallback(() => {
    setOpen(false);
    notify.success('Акт сверки подписан');
    onSigned();
  }, [onSigned]);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Подписать КЭП
      </Button>
      <KepSignDialog
        open={open}
        onClose={() => setOpen(false)}
        subject={reportTitle(report)}
        getToSign={getToSign}
        postSignature={postSignature}
        onSigned={signed}
      />
    </>
  );
}

export const canSignKep = (report: Report) =>
  report.kind === 'RECONCILIATION' && report.status === 'SUCCESS' && !report.signed_at;

/** A built report's own buttons: the preview, the download, the акт сверки's Excel, its signature, КЭП. */
export function ReportActions({
  report,
  onSigned,
  wrap = false,
}: {
  report: Report;
  onSigned: () => void;
  wrap?: boolean;
}) {
  if (report.status !== 'SUCCESS' || !report.file_id) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: wrap ? 'wrap' : 'nowrap' }}>
      <Button
        size="small"
        component={Link}
        to={reportPreviewPath(report, report.file_id)}
        aria-label={`Просмотр: ${reportTitle(report)}`}
      >
        Просмотр
      </Button>
      <DownloadButton report={report} file="REPORT" text="Скачать" />
      {report.extra_file_id && <DownloadButton report={report} file="EXTRA" text="Скачать Excel" />}
      {report.signed_at && <DownloadButton report={report} file="SIGNATURE" text="Скачать подпись" />}
      {canSignKep(report) && <ReportKepButton report={report} onSigned={onSigned} />}
    </Stack>
  );
}
