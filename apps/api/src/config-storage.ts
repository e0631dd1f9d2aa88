/**
 * The file storage's settings, a part of config.ts's schema (listed in .env.example): a directory by default,
 * an S3-compatible object store when S3_BUCKET is set (docs/adr/015-s3-storage.md, docs/scale-out.md).
 */
import { z } from 'zod';

/** A yes/no setting: true, false, 1 or 0. */
export const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const storageEnvShape = {
  /** Where stored files (uploads, generated PDFs) live; DATA_DIR/files when not given. Unused with S3_BUCKET. */
  FILES_DIR: z.string().optional(),
  /** The bucket of the S3-compatible object store; set, every file is kept there instead of FILES_DIR. */
  S3_BUCKET: z.string().min(3).optional(),
  /** The store's address, e.g. http://minio:9000 or https://storage.yandexcloud.net; unset: Amazon S3. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The store's keys; unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, a role of the machine). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (http://host/bucket/key), as MinIO wants; default: on when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: bool.optional(),
};
