import { type PayoutKind, pathWithId } from '@vyplaty/contracts';
import { fileNameOf, http, rethrowWithBlobErrorBody } from '../../../lib/http';
import { saveBlob } from '../../../lib/save-blob';
import { massPayoutPaths } from './mass-payout-paths';

/** Saves a file answer under the name the server gave it; a refusal rejects with the server's Russian message. */
async function saveFileFrom(path: string, fallbackName: string): Promise<void> {
  const response = await http.get<Blob>(path, { responseType: 'blob' }).catch(rethrowWithBlobErrorBody);
  const disposition = response.headers['content-disposition'];
  saveBlob(response.data, fileNameOf(typeof disposition === 'string' ? disposition : undefined, fallbackName));
}

/** The portal's Excel template of a registry, with its «Справочник» sheet. */
export const saveMassPayoutTemplate = (kind: PayoutKind) =>
  saveFileFrom(
    massPayoutPaths(kind).template,
    kind === 'NPD' ? 'Шаблон реестра выплат самозанятым.xlsx' : 'Шаблон реестра выплат физлицам.xlsx',
  );

/** The file the registry was uploaded from, as it was. */
export const saveMassPayoutFile = (kind: PayoutKind, id: string, name: string) =>
  saveFileFrom(pathWithId(massPayoutPaths(kind).file, id), name);

/** The registry's rows with the «Ошибка» column filled (.xlsx). */
export const saveMassPayoutErrorReport = (kind: PayoutKind, id: string, number: number) =>
  saveFileFrom(pathWithId(massPayoutPaths(kind).errorReport, id), `Реестр № ${number} — ошибки.xlsx`);

/** The result of paying the registry (.xlsx): each row with its payout, status and receipt. */
export const saveMassPayoutReport = (kind: PayoutKind, id: string, number: number) =>
  saveFileFrom(pathWithId(massPayoutPaths(kind).report, id), `Реестр № ${number} — отчёт о выплате.xlsx`);
