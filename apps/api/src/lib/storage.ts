/**
 * The one place file bytes are kept (ARCHITECTURE §3 "Files"). Keys are random and checked, so a
 * name from a person can never become a path. Writes go to a temporary name and are renamed, so a
 * crash never leaves half a file under a real key.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type FileStorage = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
};

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

/** A fresh storage key: two hex characters of fan-out, then a UUID. */
export function newStorageKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

export function createDirectoryStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, target);
    },
    get: async (key) => readFile(pathOf(key)),
    remove: async (key) => rm(pathOf(key), { force: true }),
  };
}
