import { apiPaths } from '@vyplaty/contracts';
import { type DownloadedFile, downloadFile } from './download-file';

/** The offer the company accepted (`user/offer/download`): its PDF, or a zip with the КЭП signature and evidence. */
export const downloadAcceptedOffer = (): Promise<DownloadedFile> =>
  downloadFile(apiPaths.userOfferDownload, {}, 'Принятая оферта.pdf');
