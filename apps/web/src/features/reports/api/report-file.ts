import { apiPaths, type Report, type ReportFileKind } from '@vyplaty/contracts';
import { fileNameOf, http, rethrowWithBlobErrorBody } from '../../../lib/http';

export type ReportFile = { blob: Blob; name: string };

/** GET report/download?report_id=&file=: the report, the акт сверки's .xlsx (EXTRA) or its КЭП (SIGNATURE). */
export async function getReportFile(
  report: Pick<Report, 'id' | 'file_name'>,
  file: ReportFileKind,
): Promise<ReportFile> {
  const response = await http
    .get<Blob>(apiPaths.reports.download, {
      params: { report_id: report.id, file },
      responseType: 'blob',
      timeout: 600_000,
    })
    .catch(rethrowWithBlobErrorBody);
  const fallback = file === 'SIGNATURE' ? 'Подпись.sig' : (report.file_name ?? 'Отчёт');
  return { blob: response.data, name: fileNameOf(response.headers['content-disposition'] as string, fallback) };
}
