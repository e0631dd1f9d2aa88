/** Outgoing e-mail over SMTP (nodemailer). The same client talks to a real relay or to the sandbox. */
import nodemailer from 'nodemailer';

/** A file sent with a letter (a document's PDF or zip); letters with links carry none. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailMessage = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

export type MailClient = { send(message: MailMessage): Promise<void>; close(): void };

export function createMailClient(smtpUrl: string, from: string): MailClient {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
