/**
 * The built-in SMTP sandbox of embedded mode: a real SMTP server (smtp-server) that keeps what it
 * receives in a mailbox a developer can open at /sandbox/mail. It never relays anything.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { escapeHtml } from '../../lib/html.js';

export type SandboxMail = { id: number; to: string; subject: string; text: string; html: string; receivedAt: string };

const MAILBOX_LIMIT = 200;

export type SmtpSandbox = { url: string; mailbox: SandboxMail[]; close(): Promise<void> };

export async function startSmtpSandbox(port: number): Promise<SmtpSandbox> {
  const mailbox: SandboxMail[] = [];
  let nextId = 1;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
          mailbox.unshift({
            id: nextId++,
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          });
          mailbox.length = Math.min(mailbox.length, MAILBOX_LIMIT);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mailbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** /sandbox/mail: the mailbox as a page and as JSON. */
export function registerMailboxRoutes(app: FastifyInstance, sandbox: SmtpSandbox) {
  app.get('/sandbox/mail/messages', async () => ({ items: sandbox.mailbox }));
  app.get('/sandbox/mail', async (_req, reply) => {
    const rows = sandbox.mailbox
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>Кому: ${escapeHtml(m.to)} · ${escapeHtml(m.receivedAt)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('<hr>');
    reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="ru"><meta charset="utf-8"><title>Почтовый ящик песочницы</title><body><h1>Почтовый ящик песочницы (${sandbox.mailbox.length})</h1>${rows || '<p>Писем пока нет.</p>'}</body></html>`,
      );
  });
}
