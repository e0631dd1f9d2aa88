import { apiPaths } from '@vyplaty/contracts';
import { type DownloadedFile, downloadFile } from './download-file';

/** The company's nominal account contract, PDF (`sber/contract/file_content`). */
export const downloadNominalContract = (): Promise<DownloadedFile> =>
  downloadFile(apiPaths.balance.contractFile, {}, 'Договор номинального счёта.pdf');
