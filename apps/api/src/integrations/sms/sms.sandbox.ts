/**
 * Emulator of the SMS.ru HTTP API for embedded mode and tests. Keeps sent messages so developers and
 * tests can read the codes at /sandbox/sms/messages. Answers 200 with SMS.ru error codes like the
 * real service (200 = wrong api_id, 202 = wrong recipient).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export type SandboxSms = { id: string; to: string; text: string; sentAt: string };

const LIMIT = 500;

export function registerSmsSandbox(app: FastifyInstance, expectedApiId: string) {
  const outbox: SandboxSms[] = [];
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post('/sandbox/sms/sms/send', async (req) => {
      const form = (req.body ?? {}) as Record<string, string>;
      if (form.api_id !== expectedApiId)
        return { status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' };
      const to = form.to ?? '';
      if (!/^7\d{10}$/.test(to) || !form.msg) {
        return {
          status: 'OK',
          status_code: 100,
          sms: { [to]: { status: 'ERROR', status_code: 202, status_text: 'Неправильно указан получатель' } },
        };
      }
      const id = randomUUID();
      outbox.unshift({ id, to: `+${to}`, text: form.msg, sentAt: new Date().toISOString() });
      outbox.length = Math.min(outbox.length, LIMIT);
      return {
        status: 'OK',
        status_code: 100,
        sms: { [to]: { status: 'OK', status_code: 100, sms_id: id } },
        balance: 1000,
      };
    });
    scope.get('/sandbox/sms/messages', async () => ({ items: outbox }));
  });
  return outbox;
}
