/**
 * Storing and reading files for every module. The bytes are written before the row, inside the
 * caller's transaction: a rolled-back transaction leaves at most an orphan blob (never a row
 * without bytes), and orphans are harmless and collectable.
 */

import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context.js';
import type { StoredFilePurpose } from '../../db/schema/index.js';
import type { TxContext } from '../../db/transaction.js';
import { sha256 } from '../../lib/crypto.js';
import { notFound } from '../../lib/errors.js';
import { newStorageKey } from '../../lib/storage.js';
import { type FileOwner, insertStoredFile, type StoredFileRow, selectOwnedFile } from './files.repo.js';

export type { FileOwner, StoredFileRow };

export type NewFile = {
  owner: FileOwner;
  purpose: StoredFilePurpose;
  name: string;
  mimeType: string;
  bytes: Uint8Array;
};

export async function storeFile(txCtx: TxContext, file: NewFile): Promise<StoredFileRow> {
  const storageKey = newStorageKey();
  await txCtx.storage.put(storageKey, file.bytes);
  return insertStoredFile(txCtx.db, {
    customerId: 'customerId' in file.owner ? file.owner.customerId : null,
    employeeId: 'employeeId' in file.owner ? file.owner.employeeId : null,
    purpose: file.purpose,
    name: file.name,
    mimeType: file.mimeType,
    sizeBytes: file.bytes.byteLength,
    sha256: sha256(file.bytes),
    storageKey,
  });
}

/**
 * A large file written as it is made (a report of 100,000 payouts, an archive of receipts), never held whole:
 * streamed to the storage with its SHA-256 and size counted on the way, then its row — in the caller's
 * transaction, as storeFile. The stream is produced outside any transaction; only the row is written in one.
 */
export async function storeFileStream(
  ctx: AppContext,
  file: Omit<NewFile, 'bytes'> & { source: Readable | AsyncIterable<Uint8Array> },
): Promise<{ storageKey: string; sizeBytes: number; sha256: string }> {
  const storageKey = newStorageKey();
  const hash = createHash('sha256');
  let sizeBytes = 0;
  async function* counted() {
    for await (const chunk of file.source) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array);
      hash.update(bytes);
      sizeBytes += bytes.byteLength;
      yield bytes;
    }
  }
  await ctx.storage.putStream(storageKey, counted());
  return { storageKey, sizeBytes, sha256: hash.digest('hex') };
}

/** The row of bytes already stored by storeFileStream, in the caller's transaction. */
export async function recordStoredFile(
  txCtx: TxContext,
  file: Omit<NewFile, 'bytes'> & { storageKey: string; sizeBytes: number; sha256: string },
): Promise<StoredFileRow> {
  return insertStoredFile(txCtx.db, {
    customerId: 'customerId' in file.owner ? file.owner.customerId : null,
    employeeId: 'employeeId' in file.owner ? file.owner.employeeId : null,
    purpose: file.purpose,
    name: file.name,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
    storageKey: file.storageKey,
  });
}

/** The file and its bytes if it belongs to `owner`; otherwise 404 with `message`. */
export async function readOwnedFile(
  ctx: AppContext,
  fileId: string,
  owner: FileOwner,
  message = 'Файл не найден',
): Promise<{ file: StoredFileRow; bytes: Buffer }> {
  const file = await selectOwnedFile(ctx.db, fileId, owner);
  if (!file) throw notFound(message);
  const bytes = await ctx.storage.get(file.storageKey);
  // A blob that no longer matches its row is corruption or tampering: never serve it.
  if (sha256(bytes) !== file.sha256) throw new Error(`stored file ${file.id} does not match its checksum`);
  return { file, bytes };
}
