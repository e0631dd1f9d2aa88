import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pathWithId, reportSchema } from '@vyplaty/contracts';
import { fileNameOf, http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import type { PreviewFile } from './responsible-file-content';

/** Not the report's file (or not the company's report): the same «not found» as a 404. */
export class ReportFileNotFound extends Error {}

/**
 * A file of the company's report: the report (GET report/{id}) says whether `fileId` is its file (REPORT) or the акт
 * сверки's Excel (EXTRA), then GET report/download?report_id=&file= gives the bytes; another company's report is a 404.
 */
export async function getUserReportFile(reportId: string, fileId: string): Promise<PreviewFile> {
  const { data } = await http.get(pathWithId(apiPaths.reports.one, reportId));
  const report = reportSchema.parse(data);
  const file = report.file_id === fileId ? 'REPORT' : report.extra_file_id === fileId ? 'EXTRA' : null;
  if (!file) throw new ReportFileNotFound('Файл не найден');
  const response = await http.get<Blob>(apiPaths.reports.download, {
    params: { report_id: reportId, file },
    responseType: 'blob',
    timeout: 600_000,
  });
  const mimeType = String(response.headers['content-type'] ?? response.data.type ?? 'application/octet-stream');
  const fallback = (file === 'REPORT' ? report.file_name : report.extra_file_name) ?? 'Отчёт';
  return {
    name: fileNameOf(response.headers['content-disposition'] as string | undefined, fallback),
    mimeType: mimeType.split(';')[0]!.trim(),
    blob: response.data,
  };
}

export const userReportFileQueryOptions = (reportId: string, fileId: string) =>
  queryOptions({
    queryKey: queryKeys.user.reports.file(reportId, fileId),
    queryFn: () => getUserReportFile(reportId, fileId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useUserReportFile = (reportId: string, fileId: string) =>
  useQuery({ ...userReportFileQueryOptions(reportId, fileId), enabled: reportId !== '' });
