/**
 * The built-in SMTP sandbox of embedded mode: a real SMTP server (smtp-server) that keeps what it
 * receives in a mailbox a developer can open at /sandbox/mail. It never relays anything.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { escapeHtml } from '../../lib/html.js';

/** A received attachment: its bytes stay in memory (tests read them), the JSON and the page list only name and size. */
export type SandboxAttachment = { filename: string; contentType: string; size: number; content: Buffer };

export type SandboxMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: SandboxAttachment[];
  receivedAt: string;
};

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
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              size: a.content.length,
              content: a.content,
            })),
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

const attachmentList = (m: SandboxMail) =>
  m.attachments.length === 0
    ? ''
    : `<p>Вложения: ${m.attachments.map((a) => `${escapeHtml(a.filename)} (${a.size} байт)`).join(', ')}</p>`;

/** /sandbox/mail: the mailbox as a page and as JSON. */
export function registerMailboxRoutes(app: FastifyInstance, sandbox: SmtpSandbox) {
  // The attachments' bytes as base64 (the journeys open a sent document); the page lists names and sizes.
  app.get('/sandbox/mail/messages', async () => ({
    items: sandbox.mailbox.map((m) => ({
      ...m,
      attachments: m.attachments.map(({ content, ...a }) => ({ ...a, content_base64: content.toString('base64') })),
    })),
  }));
  app.get('/sandbox/mail', async (_req, reply) => {
    const rows = sandbox.mailbox
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>Кому: ${escapeHtml(m.to)} · ${escapeHtml(m.receivedAt)}</p><pre>${escapeHtml(m.text)}</pre>${attachmentList(m)}</article>`,
      )
      .join('<hr>');
    reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="ru"><meta charset="utf-8"><title>Почтовый ящик песочницы</title><body><h1>Почтовый ящик песочницы (${sandbox.mailbox.length})</h1>${rows || '<p>Писем пока нет.</p>'}</body></html>`,
      );
  });
}
