/**
 * The one logger of a process: no cookies, tokens, passwords or personal data ever reach the logs.
 * Request URLs are logged without their query string, since e-mailed links carry one-time tokens there.
 */
import { type DestinationStream, pino } from 'pino';

export type Logger = ReturnType<typeof createLogger>;

/**
 * `destination` defaults to stdout, written a turn of the event loop at a time (stdoutPerTurn); tests pass a stream to
 * read what would be logged.
 */
export function createLogger(level: string, destination?: DestinationStream) {
  const logger = pino(loggerOptions(level), destination ?? stdoutPerTurn());
  skipRedactionOfPlainValues(logger);
  return logger;
}

/** pino's options of every logger of the process (exported for logger.test.ts). */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.old_password',
        '*.new_password',
        '*.token',
        '*.code',
        '*.email',
        '*.phone',
        '*.login',
      ],
      censor: '[скрыто]',
    },
    serializers: {
      err: pino.stdSerializers.err,
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  } satisfies pino.LoggerOptions;
}

type Stringify = (value: unknown, ...rest: unknown[]) => string | undefined;

/**
 * pino passes every value of a line that has no redaction path of its own (`method`, `status`, the message, a child's
 * `reqId`…) through the redactor of the `*.x` paths, which copies and walks even a string or a number, where no path
 * can match: ~5 µs a line, most of what a cheap request's log line cost. A string, number or boolean now goes straight
 * to JSON.stringify, which is what the redactor ends with for one; objects (and anything else) still go through the
 * redactor. Every line is written byte for byte as before (logger.test.ts compares both ways); should pino ever store
 * its stringifiers otherwise, this does nothing and the lines only cost what they did.
 */
function skipRedactionOfPlainValues(logger: pino.Logger) {
  const stringifiers = (logger as unknown as Record<symbol, Record<symbol, Stringify> | undefined>)[
    pino.symbols.stringifiersSym
  ];
  const redactNested = stringifiers?.[pino.symbols.wildcardFirstSym];
  if (!stringifiers || typeof redactNested !== 'function') return;
  stringifiers[pino.symbols.wildcardFirstSym] = (value, ...rest) => {
    const type = typeof value;
    return type === 'string' || type === 'number' || type === 'boolean'
      ? JSON.stringify(value)
      : redactNested(value, ...rest);
  };
}

export type PerTurnStream = DestinationStream & { flush(cb?: (error?: Error) => void): void; flushSync(): void };

let sharedStdout: PerTurnStream | undefined;

/**
 * Standard output, shared by the loggers of the process: the lines of one turn of the event loop in one synchronous
 * write at the end of the turn (setImmediate). Measured under wrk on this 2-core machine, an asynchronous write
 * (a thread-pool round trip and a wake-up of the loop) cost ~10 µs of CPU and a synchronous one 1–2 µs, to a file, a
 * pipe or /dev/null alike; a turn of a busy server answers several requests. What a turn logged is on its way out
 * before the next turn starts, and a stdout that stops reading holds the process back instead of filling its memory
 * (pino's own default is a synchronous write per line). flush(), flushSync() and the process's exit write what waits.
 */
export function stdoutPerTurn(): PerTurnStream {
  sharedStdout ??= perTurn(pino.destination({ dest: 1, sync: true }));
  return sharedStdout;
}

/** What perTurn writes to: pino's destination (SonicBoom). */
export type LineTarget = { write(data: string): unknown; flush(cb?: (error?: Error) => void): void; flushSync(): void };

/** `target` written once a turn with every line given to it during the turn, in order. */
export function perTurn(target: LineTarget): PerTurnStream {
  let waiting = '';
  let isScheduled = false;
  const writeWaiting = () => {
    isScheduled = false;
    if (waiting === '') return;
    const lines = waiting;
    waiting = '';
    target.write(lines);
  };
  // What still waits when the process ends goes out here.
  process.on('exit', () => {
    writeWaiting();
    if (!(target as { destroyed?: boolean }).destroyed) target.flushSync();
  });
  return {
    write(line: string) {
      waiting += line;
      if (isScheduled) return;
      isScheduled = true;
      setImmediate(writeWaiting);
    },
    flush(cb) {
      writeWaiting();
      target.flush(cb);
    },
    flushSync() {
      writeWaiting();
      target.flushSync();
    },
  };
}
