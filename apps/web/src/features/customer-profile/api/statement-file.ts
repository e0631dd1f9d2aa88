import { apiPaths, type StatementFileQuery } from '@vyplaty/contracts';
import { type DownloadedFile, downloadFile } from './download-file';

/** The statement of the balance's operations of a period, .xlsx or .pdf (`sber/statement/file`). */
export const downloadStatement = (query: StatementFileQuery): Promise<DownloadedFile> =>
  downloadFile(apiPaths.balance.statementFile, query, `Выписка ${query.date_from} — ${query.date_to}.${query.format}`);
