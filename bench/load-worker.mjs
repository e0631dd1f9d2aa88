/** The worker of bench/load.ts: keep-alive GETs on loopback until the time is up, then the counts. */
import { connect } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

function oneConnection(options, until, statuses) {
  const request = Buffer.from(`GET ${options.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  return new Promise((resolve, reject) => {
    const socket = connect(options.port, '127.0.0.1');
    let buffered = Buffer.alloc(0);
    let done = 0;
    socket.setNoDelay(true);
    socket.on('connect', () => socket.write(request));
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      for (;;) {
        const headEnd = buffered.indexOf('\r\n\r\n');
        if (headEnd < 0) return;
        const head = buffered.subarray(0, headEnd).toString('latin1');
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
        if (length === undefined) return reject(new Error(`bench: no Content-Length from ${options.path}`));
        const end = headEnd + 4 + Number(length);
        if (buffered.length < end) return;
        const status = Number(head.slice(9, 12));
        statuses[status] = (statuses[status] ?? 0) + 1;
        buffered = buffered.subarray(end);
        done++;
        if (Date.now() >= until) {
          socket.end();
          return resolve(done);
        }
        socket.write(request);
      }
    });
  });
}

{
  const options = workerData;
  const statuses = {};
  const started = Date.now();
  const until = started + options.seconds * 1000;
  const counts = await Promise.all(
    Array.from({ length: options.connections }, () => oneConnection(options, until, statuses)),
  );
  const requests = counts.reduce((a, b) => a + b, 0);
  const result = { requests, perSecond: requests / ((Date.now() - started) / 1000), statuses };
  parentPort.postMessage(result);
}
