/** Public face of stored files (ADR 008): store in the caller's transaction, read back scoped to the owner. */
export {
  type FileOwner,
  type NewFile,
  readOwnedFile,
  recordStoredFile,
  type StoredFileRow,
  storeFile,
  storeFileStream,
} from './files.service.js';
