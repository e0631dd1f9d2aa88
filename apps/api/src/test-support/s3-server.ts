/**
 * A real S3 protocol server for one test file (s3rver, pure JavaScript, objects in a temporary directory) with
 * the bucket the portal is pointed at, and the settings that point a test server or a storage at it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'vyplaty-files';
/** s3rver takes any keys that are signed as S3 signs them; these are its documented ones. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3TestServer = {
  endpoint: string;
  /** The settings of a test server (startTestServer's env) that keep its files in this bucket. */
  env: Record<string, string>;
  /** The settings of createS3Storage for this bucket. */
  settings: {
    bucket: string;
    endpoint: string;
    region: string;
    credentials: typeof KEYS;
    forcePathStyle: boolean;
  };
  /** Bytes the server has read from / written to its connections so far (headers included). */
  bytesReceived(): number;
  bytesSent(): number;
  /** Stops answering at once (open connections cut): the store becomes unreachable. */
  close(): Promise<void>;
};

export async function startS3Server(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'vp-test-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const connections = new Set<Socket>();
  server.httpServer?.on('connection', (socket: Socket) => connections.add(socket));
  const total = (count: (socket: Socket) => number) => [...connections].reduce((sum, s) => sum + count(s), 0);
  let closed = false;
  return {
    endpoint,
    bytesReceived: () => total((socket) => socket.bytesRead),
    bytesSent: () => total((socket) => socket.bytesWritten),
    env: s3Env(endpoint),
    settings: { bucket: TEST_BUCKET, endpoint, region: 'us-east-1', credentials: KEYS, forcePathStyle: true },
    async close() {
      if (closed) return;
      closed = true;
      // The SDK keeps connections alive: close() alone would wait for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** startTestServer's env for a bucket at `endpoint`. */
export const s3Env = (endpoint: string): Record<string, string> => ({
  S3_BUCKET: TEST_BUCKET,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
});

/** An address where nothing listens: a port the system gave out and that was closed again. */
export async function closedPortEndpoint(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve, reject) => probe.close((error) => (error ? reject(error) : resolve())));
  return `http://127.0.0.1:${port}`;
}
