/** The SMS and the letter carrying a signing code. The document is named so a person knows what they sign. */
import type { MailMessage } from '../../integrations/mail/mail.client.js';
import { escapeHtml } from '../../lib/html.js';

export const signingSms = (code: string, what: string) =>
  `Код ${code} для подписания: ${what}. Никому его не сообщайте. «Выплаты и документы»`;

export function signingLetter(to: string, code: string, what: string): MailMessage {
  const paragraphs = [
    `Код для подписания документа «${what}»: ${code}`,
    'Код действует 10 минут. Никому его не сообщайте, в том числе сотрудникам поддержки.',
    'Если вы ничего не подписывали, не вводите код и напишите в поддержку.',
  ];
  return {
    to,
    subject: 'Код для подписания документа',
    text: [...paragraphs, '— «Выплаты и документы»'].join('\n\n'),
    html: [...paragraphs, '— «Выплаты и документы»'].map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}
