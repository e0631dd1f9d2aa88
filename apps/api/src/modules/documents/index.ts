/**
 * Public face of documents: the document type tree (acts, contracts), one document as its owner sees it, and the
 * PDF renderer of templates (bench/document-pdfs.ts measures it alone).
 */

export { renderDocumentPdf } from './document-pdf.js';
export { listDocumentTypes } from './document-types.service.js';
export { getDocument } from './documents-read.service.js';
