/**
 * The file storage in an S3-compatible object store (ADR 015): the same FileStorage and the same checked keys as
 * the directory storage, so several API processes and job workers on separate machines read one set of files.
 *
 * - put: one PutObject. putStream: lib-storage's Upload — one PutObject for a small stream, a multipart upload
 *   in PART_SIZE parts for a large one, never more than QUEUE_SIZE parts in memory. The object appears under its
 *   key only when the whole stream has been stored: a stream that fails (a limit, a cut-off upload) leaves nothing
 *   under the key, and its parts are aborted.
 * - getStream: the object's body as it arrives; nothing is asked of the store until the stream is read.
 * - localPath: a copy of the object in a temporary file of this process, for readers that want a path (the
 *   registry readers). A copy is removed LOCAL_COPY_TTL_MS after it was made (the readers open it at once, and an
 *   open file stays readable after its name is removed) and every copy left when the storage is closed (runtime
 *   close). A process killed before either leaves its copies in the system's temporary directory, whose own
 *   clean-up collects them.
 * - A store that does not answer (refused, timed out, 5xx, wrong keys, no bucket) is logged with its cause and
 *   answers STORAGE_UNAVAILABLE (503, «Хранилище файлов недоступно, попробуйте позже») to the caller. storeFile
 *   writes the bytes before the row, so nothing half-written is left: no stored_files row without its object.
 * - A missing key fails like a missing file of the directory storage (code ENOENT).
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from './errors.js';
import { checkedStorageKey, type FileStorage } from './storage.js';

export const STORAGE_UNAVAILABLE_MESSAGE = 'Хранилище файлов недоступно, попробуйте позже';
/** The smallest part S3 takes (5 MiB); at most QUEUE_SIZE of them are held at once by a putStream. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
const LOCAL_COPY_TTL_MS = 60 * 60 * 1000;

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Attempts of one call before the store is taken for unavailable (the SDK's retries with back-off). */
  maxAttempts?: number;
};

type S3Env = Pick<
  Config,
  'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/** The S3 settings when S3_BUCKET is set, else undefined (the directory storage is used). */
export function s3SettingsOf(config: S3Env): S3Settings | undefined {
  if (!config.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  return {
    bucket: config.S3_BUCKET,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    region: config.S3_REGION,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
  };
}

type S3Failure = { name?: unknown; code?: unknown; message?: unknown; $metadata?: { httpStatusCode?: number } };

const isMissingObject = (error: S3Failure) =>
  error.name === 'NoSuchKey' || (error.name !== 'NoSuchBucket' && error.$metadata?.httpStatusCode === 404);

export function createS3Storage(settings: S3Settings, log: FastifyBaseLogger): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: settings.maxAttempts ?? 3,
    // A store that does not answer is found out in seconds; a slow large body is fine while bytes keep coming.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's default CRC32 trailers,
    // and every stored file's SHA-256 is checked against its row when it is read (readOwnedFile).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const object = (key: string) => ({ Bucket, Key: checkedStorageKey(key) });

  /** What the caller gets for a failed call: ENOENT for a missing object, else the logged 503. */
  function failure(operation: string, key: string, error: unknown): Error {
    const e = (error ?? {}) as S3Failure;
    if (isMissingObject(e))
      return Object.assign(new Error(`no stored object under ${key}`), { code: 'ENOENT', cause: error });
    const status = e.$metadata?.httpStatusCode;
    log.error(
      {
        storage: 's3',
        operation,
        key,
        error: typeof e.name === 'string' ? e.name : typeof error,
        ...(typeof e.code === 'string' ? { code: e.code } : {}),
        ...(status ? { status } : {}),
        // The store's or the network's own words (ECONNREFUSED 127.0.0.1:9000, AccessDenied): no personal data.
        ...(typeof e.message === 'string' ? { reason: e.message.slice(0, 300) } : {}),
      },
      'object store unavailable',
    );
    return new AppError('STORAGE_UNAVAILABLE', {
      message: STORAGE_UNAVAILABLE_MESSAGE,
      upstream: status ?? (typeof e.code === 'string' ? e.code : 'network'),
    });
  }

  async function bodyOf(key: string): Promise<Readable> {
    const target = object(key);
    try {
      const answer = await client.send(new GetObjectCommand(target));
      return answer.Body as Readable;
    } catch (error) {
      throw failure('get', key, error);
    }
  }

  let copiesDir: Promise<string> | undefined;
  const copyTimers = new Set<NodeJS.Timeout>();
  const removeCopy = (file: string) =>
    rm(file, { force: true }).catch((error: unknown) => log.warn({ storage: 's3', file, error }, 'copy not removed'));

  const storage: FileStorage = {
    async put(key, bytes) {
      const target = object(key);
      try {
        await client.send(new PutObjectCommand({ ...target, Body: bytes, ContentLength: bytes.byteLength }));
      } catch (error) {
        throw failure('put', key, error);
      }
    },
    async putStream(key, source) {
      const target = object(key);
      // The source's own failure (a size limit, a cut-off upload) is the caller's to see as it is, not a 503.
      let sourceFailed: { error: unknown } | undefined;
      async function* watched() {
        try {
          yield* source;
        } catch (error) {
          sourceFailed = { error };
          throw error;
        }
      }
      const body = Readable.from(watched(), { objectMode: false });
      const upload = new Upload({
        client,
        params: { ...target, Body: body },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        if (sourceFailed) throw sourceFailed.error;
        throw failure('putStream', key, error);
      } finally {
        // A failed upload stops reading: the source is let go, as the directory storage's pipeline does.
        body.destroy();
      }
    },
    async get(key) {
      const body = await bodyOf(key);
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      } catch (error) {
        throw failure('get', key, error);
      }
    },
    getStream(key) {
      checkedStorageKey(key);
      async function* read() {
        const body = await bodyOf(key);
        try {
          for await (const chunk of body) yield chunk as Buffer;
        } catch (error) {
          throw failure('getStream', key, error);
        }
      }
      return Readable.from(read(), { objectMode: false });
    },
    async localPath(key) {
      copiesDir ??= mkdtemp(path.join(os.tmpdir(), 'vyplaty-s3-copies-'));
      const file = path.join(await copiesDir, randomUUID());
      try {
        await pipeline(storage.getStream(key), createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        await removeCopy(file);
        throw error;
      }
      const timer = setTimeout(() => {
        copyTimers.delete(timer);
        void removeCopy(file);
      }, LOCAL_COPY_TTL_MS);
      timer.unref();
      copyTimers.add(timer);
      return file;
    },
    async remove(key) {
      const target = object(key);
      try {
        // Removing a missing object succeeds, as rm with force does.
        await client.send(new DeleteObjectCommand(target));
      } catch (error) {
        throw failure('remove', key, error);
      }
    },
    async close() {
      for (const timer of copyTimers) clearTimeout(timer);
      copyTimers.clear();
      const dir = copiesDir;
      copiesDir = undefined;
      if (dir) await rm(await dir, { recursive: true, force: true });
      client.destroy();
    },
  };
  return storage;
}
