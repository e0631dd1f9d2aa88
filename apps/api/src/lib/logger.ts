/**
 * Logger options: no cookies, tokens, passwords or personal data ever reach the logs. Request URLs
 * are logged without their query string, since e-mailed links carry one-time tokens there.
 */
import type { FastifyServerOptions } from 'fastify';

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
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
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
  };
}
