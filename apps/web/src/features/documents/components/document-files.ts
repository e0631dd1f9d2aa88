import { saveLoadedFile } from '../../../lib/save-blob';
import { downloadArchive, getAttachmentFile } from '../api/document-calls';

/** SPEC §2 preview route of a document's file; the document's id rides along, as the API reads files under it. */
export const documentPreviewPath = (documentId: string, attachmentId: string) =>
  `/files-preview/document/${encodeURIComponent(attachmentId)}?document=${encodeURIComponent(documentId)}`;

export async function saveAttachment(documentId: string, attachmentId: string) {
  await saveLoadedFile(() => getAttachmentFile(documentId, attachmentId), 'Не удалось скачать файл');
}

/** «Скачать архив»: the signed PDF with its signatures' records, appendices and history in one zip. */
export async function saveArchive(documentId: string) {
  await saveLoadedFile(() => downloadArchive(documentId), 'Не удалось скачать архив');
}
