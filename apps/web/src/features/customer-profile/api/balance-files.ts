import { apiPaths, type StatementFileQuery } from '@vyplaty/contracts';
import { fileNameOf, http, rethrowWithBlobErrorBody } from '../../../lib/http';

export type DownloadedFile = { blob: Blob; name: string };

async function download(path: string, params: object, fallbackName: string): Promise<DownloadedFile> {
  const response = await http.get<Blob>(path, { params, responseType: 'blob' }).catch(rethrowWithBlobErrorBody);
  const disposition = response.headers['content-disposition'] as string | undefined;
  return { blob: response.data, name: fileNameOf(disposition, fallbackName) };
}

/** The statement of the balance's operations of a period, .xlsx or .pdf. */
export const downloadStatement = (query: StatementFileQuery) =>
  download(apiPaths.balance.statementFile, query, `Выписка ${query.date_from} — ${query.date_to}.${query.format}`);

/** The nominal account contract of the company, PDF. */
export const downloadNominalContract = () =>
  download(apiPaths.balance.contractFile, {}, 'Договор номинального счёта.pdf');
