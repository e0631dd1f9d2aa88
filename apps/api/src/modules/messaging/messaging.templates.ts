/** Texts of the letters and SMS the platform sends. Russian, short, with the action link on its own line. */
import type { MailMessage } from '../../integrations/mail/mail.client.js';
import { escapeHtml } from '../../lib/html.js';

function letter(to: string, subject: string, paragraphs: string[], link?: { url: string; label: string }): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), '', '— «Выплаты и документы»'].join(
    '\n\n',
  );
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    '<p>— «Выплаты и документы»</p>',
  ].join('');
  return { to, subject, text, html };
}

export const mailTemplates = {
  verifyEmail: (to: string, url: string) =>
    letter(
      to,
      'Подтвердите e-mail',
      ['Вы указали этот адрес при регистрации в «Выплаты и документы».', 'Ссылка действует 24 часа.'],
      { url, label: 'Подтвердить e-mail' },
    ),
  accountExists: (to: string, resetUrl: string) =>
    letter(
      to,
      'Попытка регистрации с вашим e-mail',
      [
        'Кто-то попытался зарегистрироваться в «Выплаты и документы» с этим адресом, но учётная запись с ним уже есть.',
        'Если это были вы, войдите или восстановите пароль. Если нет — просто проигнорируйте письмо.',
      ],
      { url: resetUrl, label: 'Восстановить пароль' },
    ),
  resetPassword: (to: string, url: string) =>
    letter(
      to,
      'Восстановление пароля',
      [
        'Мы получили запрос на смену пароля. Ссылка действует 1 час.',
        'Если вы не запрашивали смену пароля, проигнорируйте письмо.',
      ],
      { url, label: 'Задать новый пароль' },
    ),
  /** A colleague invited to the company (issue 28, modules/company-users): who invites, with which role, the link. */
  colleagueInvite: (to: string, invite: { url: string; organisationName: string; inviterName: string; role: string }) =>
    letter(
      to,
      `Приглашение в компанию ${invite.organisationName}`,
      [
        `${invite.inviterName} приглашает вас в компанию ${invite.organisationName} в «Выплаты и документы» с ролью «${invite.role}».`,
        'Чтобы принять приглашение, перейдите по ссылке и задайте пароль — затем входите со своей почтой. Там же можно отказаться.',
        'Ссылка действует 7 дней. Если вы не ждали приглашения, просто проигнорируйте письмо.',
      ],
      { url: invite.url, label: 'Принять приглашение' },
    ),
  passwordChanged: (to: string) =>
    letter(to, 'Пароль изменён', [
      'Пароль вашей учётной записи изменён, все остальные сеансы завершены.',
      'Если это были не вы, срочно восстановите пароль и напишите в поддержку.',
    ]),
};

/** A company's document sent by e-mail (documents' send_to_email): who sends what; the file is attached by the job. */
export const documentLetter = (
  to: string,
  doc: { companyName: string; title: string; number: number; status: string; isArchive: boolean },
) =>
  letter(to, `${doc.title} № ${doc.number} от ${doc.companyName}`, [
    `${doc.companyName} отправляет вам документ «${doc.title}» № ${doc.number} через «Выплаты и документы».`,
    `Статус документа: ${doc.status}.`,
    doc.isArchive
      ? 'Во вложении архив: документ, файлы подписей и «Доказательства подписания.pdf» — сведения о каждой подписи и история документа.'
      : 'Документ во вложении в формате PDF.',
    'Письмо отправлено автоматически, отвечать на него не нужно.',
  ]);

export const smsTemplates = {
  code: (code: string) => `Код для «Выплаты и документы»: ${code}. Никому его не сообщайте.`,
  passwordChanged: () => 'Пароль в «Выплаты и документы» изменён. Если это были не вы, обратитесь в поддержку.',
};

/** The invitation of a contractor (invite publish, resend, import): who invites and the link. */
export const inviteSms = (organisationName: string, url: string) =>
  `${organisationName} приглашает вас работать через «Выплаты и документы». Регистрация: ${url}`;
