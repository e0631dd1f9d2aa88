import { errorMessage } from '../../../lib/http';
import { saveBlob } from '../../../lib/save-blob';
import { notify } from '../../../lib/toast';
import { downloadArchive, getAttachmentFile } from '../api/document-calls';

/** SPEC §2 preview route of a document's file; the document's id rides along, as the API reads files under it. */
export const documentPreviewPath = (documentId: string, attachmentId: string) =>
  `/files-preview/document/${encodeURIComponent(attachmentId)}?document=${encodeURIComponent(documentId)}`;

export async function saveAttachment(documentId: string, attachmentId: string) {
  try {
    const { blob, name } = await getAttachmentFile(documentId, attachmentId);
    saveBlob(blob, name);
  } catch (err) {
    notify.error(errorMessage(err, 'Не удалось скачать файл'));
  }
}

/** «Скачать архив»: the signed PDF with its signatures' records, appendices and history in one zip. */
export async function saveArchive(documentId: string) {
  try {
    const { blob, name } = await downloadArchive(documentId);
    saveBlob(blob, name);
  } catch (err) {
    notify.error(errorMessage(err, 'Не удалось скачать архив'));
  }
}
