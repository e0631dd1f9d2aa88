import { useParams, useSearchParams } from 'react-router';
import { getErrorStatus } from '../../../lib/http';
import { ReportFileNotFound, useUserReportFile } from '../api/user-report-file-content';
import { LinkedFilePreview } from '../components/linked-file-preview';

/**
 * /files-preview/user-report/{fileId}?report={id}: a file of the company's report (issue 28) — the акт сверки's PDF
 * shown in a frame, an archive or an .xlsx offered for download — with a download button, as the documents' preview.
 * The report's id names where the API keeps the file; another company's report or a file not of it is not found.
 */
export function UserReportFilePreviewPage() {
  const { fileId = '' } = useParams();
  const [params] = useSearchParams();
  const reportId = params.get('report') ?? '';
  const file = useUserReportFile(reportId, fileId);
  const isMissing =
    reportId === '' ||
    (file.isError && (file.error instanceof ReportFileNotFound || getErrorStatus(file.error) === 404));
  return <LinkedFilePreview title="Просмотр отчёта" file={file} isMissing={isMissing} />;
}
