/**
 * The one place file bytes are kept (ARCHITECTURE §3 "Files"). Keys are random and checked, so a
 * name from a person can never become a path. Writes go to a temporary name and are renamed, so a
 * crash never leaves half a file under a real key. This is the directory storage; storage-s3.ts keeps
 * the same keys in an S3-compatible object store when S3_BUCKET is set (ADR 015).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type FileStorage = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Writes a stream under `key` without holding it in memory: to a temporary name, renamed once the
   * stream has ended. A stream that fails (a limit, a cut-off upload) leaves nothing under any name.
   */
  putStream(key: string, source: Readable | AsyncIterable<Uint8Array>): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** The stored bytes as a stream (a large registry file is never read whole). */
  getStream(key: string): Readable;
  /**
   * A local path of the stored bytes for a reader that wants a file (the registry readers). The
   * directory storage answers its own file; the S3 storage copies the object to a temporary file first,
   * removed an hour later or when the storage is closed (storage-s3.ts).
   */
  localPath(key: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** Releases what the storage holds beyond the stored bytes (the S3 storage's temporary copies). */
  close?(): Promise<void>;
};

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

/** The key itself when it is one newStorageKey makes; anything else (a path, a name) is refused. */
export function checkedStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
  return key;
}

/** A fresh storage key: two hex characters of fan-out, then a UUID. */
export function newStorageKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

export function createDirectoryStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, checkedStorageKey(key));
  const storage: FileStorage = {
    // Bytes in memory are written as a stream of one chunk: one way to a temporary name and the rename.
    put: (key, bytes) => storage.putStream(key, Readable.from([Buffer.from(bytes)])),
    async putStream(key, source) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      // Opened before the copy starts: a write stream opens its file on its own time, and a source failing
      // at once had the temporary file created after it was removed.
      const file = await open(temporary, 'wx');
      try {
        await pipeline(source, file.createWriteStream());
      } catch (error) {
        // The stream closed the file when it failed; closing a closed FileHandle resolves.
        await file.close();
        await rm(temporary, { force: true });
        throw error;
      }
      await rename(temporary, target);
    },
    get: async (key) => readFile(pathOf(key)),
    getStream: (key) => createReadStream(pathOf(key)),
    async localPath(key) {
      const target = pathOf(key);
      // Fails like get() when nothing is stored under the key.
      await stat(target);
      return target;
    },
    remove: async (key) => rm(pathOf(key), { force: true }),
  };
  return storage;
}
