/**
 * The one logger of a process: no cookies, tokens, passwords or personal data ever reach the logs.
 * Request URLs are logged without their query string, since e-mailed links carry one-time tokens there.
 */
import { type DestinationStream, pino } from 'pino';

export type Logger = ReturnType<typeof createLogger>;

/**
 * `destination` defaults to stdout, written asynchronously (a synchronous write per line cost ~30 %
 * of a cheap request); tests pass a stream to read what would be logged.
 */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
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
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
