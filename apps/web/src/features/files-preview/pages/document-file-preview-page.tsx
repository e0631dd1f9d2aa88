import { useParams, useSearchParams } from 'react-router';
import { getErrorStatus } from '../../../lib/http';
import { useDocumentFile } from '../api/document-file-content';
import { LinkedFilePreview } from '../components/linked-file-preview';

/**
 * /files-preview/document/{fileId}?document={id}: a file of an act or contract shown inline (a PDF in a
 * frame) with a download button. The document's id names where the API keeps the file; a file of
 * another company or contractor is not found.
 */
export function DocumentFilePreviewPage() {
  const { fileId = '' } = useParams();
  const [params] = useSearchParams();
  const documentId = params.get('document') ?? '';
  const file = useDocumentFile(documentId, fileId);
  const isMissing = documentId === '' || (file.isError && getErrorStatus(file.error) === 404);
  return <LinkedFilePreview title="Просмотр документа" file={file} isMissing={isMissing} />;
}
