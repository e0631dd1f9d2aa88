/** Public face of documents: the document type tree (acts, contracts) and one document as its owner sees it. */
export { listDocumentTypes } from './document-types.service.js';
export { getDocument } from './documents-read.service.js';
