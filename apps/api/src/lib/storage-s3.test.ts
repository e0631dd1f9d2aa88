/**
 * The S3 storage against a real S3 protocol server (s3rver, one for this file): the FileStorage contract the
 * directory storage keeps — bytes and streams back as written, a local copy for path readers, removal, a missing
 * key, a failed source leaving nothing — a large stream stored and read as it flows, never held whole, and an
 * unreachable store answering the Russian 503 with its cause in the log.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortEndpoint, type S3TestServer, startS3Server } from '../test-support/s3-server.js';
import { AppError } from './errors.js';
import type { FileStorage } from './storage.js';
import { newStorageKey } from './storage.js';
import { createS3Storage, STORAGE_UNAVAILABLE_MESSAGE, s3SettingsOf } from './storage-s3.js';

let s3: S3TestServer;
let storage: FileStorage;
const logged: Record<string, unknown>[] = [];
const log = pino(
  { level: 'warn' },
  { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) },
) as unknown as FastifyBaseLogger;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3Storage(s3.settings, log);
});
afterAll(async () => {
  await storage?.close?.();
  await s3?.close();
});

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
/** Every byte value, so anything that re-encodes shows. */
const sample = Buffer.from(Array.from({ length: 1024 }, (_, i) => i % 256));

describe('the FileStorage contract on S3', () => {
  it('gives back what put and putStream wrote, as bytes, as a stream and as a local file; remove removes', async () => {
    const key = newStorageKey();
    await storage.put(key, sample);
    expect((await storage.get(key)).equals(sample)).toBe(true);
    expect((await bytesOf(storage.getStream(key))).equals(sample)).toBe(true);

    const streamed = newStorageKey();
    await storage.putStream(streamed, Readable.from([sample.subarray(0, 100), sample.subarray(100)]));
    expect((await storage.get(streamed)).equals(sample)).toBe(true);

    const copy = await storage.localPath(streamed);
    expect((await readFile(copy)).equals(sample)).toBe(true);

    await storage.remove(key);
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await storage.get(streamed)).equals(sample)).toBe(true);
  });

  it('a missing key fails as a missing file; removing it succeeds; a key that is not a storage key is refused', async () => {
    const missing = newStorageKey();
    await expect(storage.get(missing)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(bytesOf(storage.getStream(missing))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.localPath(missing)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.remove(missing)).resolves.toBeUndefined();
    expect(() => storage.getStream('../etc/passwd')).toThrow('invalid storage key');
    await expect(storage.put('ab/../../x', sample)).rejects.toThrow('invalid storage key');
  });

  it('a source that fails halfway leaves nothing under the key, and its own error reaches the caller', async () => {
    const key = newStorageKey();
    async function* cutOff() {
      yield sample;
      throw new Error('upload cut off');
    }
    await expect(storage.putStream(key, cutOff())).rejects.toThrow('upload cut off');
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'ENOENT' });
    // Past the first part: a multipart upload already under way is aborted, nothing is completed.
    async function* cutOffLate() {
      for (let i = 0; i < 12; i++) yield Buffer.alloc(1024 * 1024, i);
      throw new Error('limit exceeded');
    }
    await expect(storage.putStream(key, cutOffLate())).rejects.toThrow('limit exceeded');
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('the local copy of an object is removed when the storage is closed', async () => {
    const own = createS3Storage(s3.settings, log);
    const key = newStorageKey();
    await own.put(key, sample);
    const copy = await own.localPath(key);
    expect((await stat(copy)).size).toBe(sample.byteLength);
    await own.close?.();
    await expect(stat(copy)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('a large stream', () => {
  const MiB = 1024 * 1024;
  const TOTAL = 32 * MiB;

  it('is stored as it is produced and read as it arrives, never held whole', async () => {
    const key = newStorageKey();
    // How far the producer gets ahead of what the store has received: bounded by the parts in flight and the one
    // being filled (5 MiB each; 11 MiB measured), whatever the size; a storage that read the stream whole would be
    // 31 MiB ahead at the last chunk.
    let ahead = 0;
    const written = createHash('sha256');
    const received = s3.bytesReceived();
    async function* produce() {
      for (let i = 0; i < TOTAL / MiB; i++) {
        ahead = Math.max(ahead, i * MiB - (s3.bytesReceived() - received));
        const chunk = Buffer.alloc(MiB, i % 251);
        written.update(chunk);
        yield chunk;
      }
    }
    await storage.putStream(key, produce());
    expect(ahead).toBeLessThan(20 * MiB);

    // When the first bytes reach the reader, the store has sent only part of the object (0.1 MiB measured).
    const sent = s3.bytesSent();
    let sentAtFirstChunk: number | undefined;
    let size = 0;
    const read = createHash('sha256');
    await pipeline(storage.getStream(key), async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) {
        sentAtFirstChunk ??= s3.bytesSent() - sent;
        read.update(chunk);
        size += chunk.byteLength;
      }
    });
    expect(size).toBe(TOTAL);
    expect(read.digest('hex')).toBe(written.digest('hex'));
    expect(sentAtFirstChunk).toBeLessThan(TOTAL / 2);
    await storage.remove(key);
  });
});

describe('an unreachable store', () => {
  it('answers STORAGE_UNAVAILABLE (503, in Russian) to every call and logs the cause', async () => {
    const endpoint = await closedPortEndpoint();
    const down = createS3Storage({ ...s3.settings, endpoint, maxAttempts: 1 }, log);
    const key = newStorageKey();
    const unavailable = { code: 'STORAGE_UNAVAILABLE', status: 503, message: STORAGE_UNAVAILABLE_MESSAGE };
    const put = await down.put(key, sample).catch((error: unknown) => error);
    expect(put).toBeInstanceOf(AppError);
    expect(put).toMatchObject(unavailable);
    await expect(down.putStream(key, Readable.from([sample]))).rejects.toMatchObject(unavailable);
    await expect(down.get(key)).rejects.toMatchObject(unavailable);
    await expect(bytesOf(down.getStream(key))).rejects.toMatchObject(unavailable);
    await expect(down.localPath(key)).rejects.toMatchObject(unavailable);
    await expect(down.remove(key)).rejects.toMatchObject(unavailable);
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'object store unavailable', operation: 'put', key, code: 'ECONNREFUSED' }),
    );
    await down.close?.();
  });
});

describe('the settings', () => {
  const base = { S3_REGION: 'ru-central1' } as const;
  it('choose S3 only with a bucket; path style by default with an endpoint; keys only in pairs', () => {
    expect(s3SettingsOf({ ...base })).toBeUndefined();
    expect(s3SettingsOf({ ...base, S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000' })).toMatchObject({
      bucket: 'files',
      forcePathStyle: true,
      region: 'ru-central1',
    });
    expect(s3SettingsOf({ ...base, S3_BUCKET: 'files' })).toMatchObject({ forcePathStyle: false });
    expect(() => s3SettingsOf({ ...base, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow('S3_SECRET_ACCESS_KEY');
  });
});
