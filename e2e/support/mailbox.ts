/** Letters received by the test run's SMTP server (see global-setup). */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

/** A letter's attachment: a document's PDF or zip (documents' «Отправить на e-mail»), its bytes in base64. */
export type LetterAttachment = { filename: string; contentType: string; base64: string };
export type Letter = { to: string; subject: string; text: string; attachments: LetterAttachment[] };

/** Every letter received so far, oldest first. */
export function readLetters(): Letter[] {
  return JSON.parse(readFileSync(process.env.E2E_MAIL_FILE!, 'utf8')) as Letter[];
}

export async function waitForLetter(to: string, subject: string | RegExp): Promise<Letter> {
  let found: Letter | undefined;
  const isSubject = (s: string) => (typeof subject === 'string' ? s === subject : subject.test(s));
  await expect
    .poll(
      () => {
        const letters = readLetters();
        found = letters.find((l) => l.to.includes(to) && isSubject(l.subject));
        return Boolean(found);
      },
      { timeout: 20_000, message: `letter «${subject}» to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The action link of a letter, as a path the browser can open on the test server. */
export function actionPathFrom(letter: Letter): string {
  const match = letter.text.match(/https?:\/\/[^/\s]+(\/\?action=[A-Z_]+&token=[A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no action link in «${letter.subject}»`);
  return match[1]!;
}
