/** Public face of documents: the document type tree (the documents slice grows here). */
export { listDocumentTypes } from './document-types.service.js';
