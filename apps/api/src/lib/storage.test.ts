import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDirectoryStorage, newStorageKey } from './storage.js';

// Every directory a test makes is removed after: test runs leave nothing in /tmp.
const roots: string[] = [];
const tempRoot = async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'vp-storage-'));
  roots.push(root);
  return root;
};
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

describe('directory file storage', () => {
  it('keeps the bytes under a random key and gives them back unchanged', async () => {
    const root = await tempRoot();
    const storage = createDirectoryStorage(root);
    const key = newStorageKey();
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xd0, 0x90]);
    await storage.put(key, bytes);
    expect(new Uint8Array(await storage.get(key))).toEqual(bytes);
    // No temporary file is left behind once the write is done.
    expect(await readdir(path.join(root, key.slice(0, 2)))).toEqual([key.slice(3)]);
    await storage.remove(key);
    await expect(storage.get(key)).rejects.toThrow();
  });

  it('refuses a key that could leave its directory', async () => {
    const storage = createDirectoryStorage(await tempRoot());
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('invalid storage key');
    await expect(storage.put('ab/../../x', new Uint8Array([1]))).rejects.toThrow('invalid storage key');
  });

  it('gives fresh keys every time, and a rewrite replaces the whole file', async () => {
    const storage = createDirectoryStorage(await tempRoot());
    const keys = new Set(Array.from({ length: 1000 }, newStorageKey));
    expect(keys.size).toBe(1000);
    const key = newStorageKey();
    await storage.put(key, new Uint8Array([1]));
    await storage.put(key, new Uint8Array([2]));
    expect([...(await storage.get(key))]).toEqual([2]);
  });
});

describe('streamed writes', () => {
  it('keeps a stream under its key, readable as a stream and as a local path', async () => {
    const root = await tempRoot();
    const storage = createDirectoryStorage(root);
    const key = newStorageKey();
    async function* chunks() {
      for (let i = 0; i < 3; i += 1) yield Buffer.from(`часть ${i};`);
    }
    await storage.putStream(key, chunks());
    expect((await storage.get(key)).toString()).toBe('часть 0;часть 1;часть 2;');
    expect(await readdir(path.join(root, key.slice(0, 2)))).toEqual([key.slice(3)]);
    const read: Buffer[] = [];
    for await (const chunk of storage.getStream(key)) read.push(chunk as Buffer);
    expect(Buffer.concat(read).toString()).toBe('часть 0;часть 1;часть 2;');
    expect(await storage.localPath(key)).toBe(path.join(root, key));
    await expect(storage.localPath(newStorageKey())).rejects.toThrow();
  });

  it('a stream that fails leaves nothing, not even its temporary file', async () => {
    const root = await tempRoot();
    const storage = createDirectoryStorage(root);
    const key = newStorageKey();
    async function* failing() {
      yield Buffer.from('начало');
      throw new Error('cut off');
    }
    await expect(storage.putStream(key, failing())).rejects.toThrow('cut off');
    await expect(storage.get(key)).rejects.toThrow();
    expect(await readdir(path.join(root, key.slice(0, 2)))).toEqual([]);
  });
});
