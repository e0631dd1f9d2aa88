import { describe, expect, it } from 'vitest';
import { isEmail } from './email.js';
import { emailSchema } from './fields.js';
import { parseLogin } from './phone.js';

describe('e-mail rule', () => {
  it('accepts the addresses people have, Cyrillic domains included', () => {
    for (const email of ['demo@company.ru', 'ivan.petrov+zp@mail.example.ru', "o'neil@x.io", 'pochta@пример.рф']) {
      expect(isEmail(email), email).toBe(true);
    }
  });

  it('refuses what a mail server would reject in the envelope', () => {
    for (const email of [
      '<b>x@company.ru',
      'a b@c.ru',
      'x@company',
      'x@@company.ru',
      'x@-company.ru',
      'x@company.ru>',
      'x"@c.ru',
    ]) {
      expect(isEmail(email), email).toBe(false);
    }
  });

  it('is the rule of the e-mail field and of the login', () => {
    expect(emailSchema.safeParse('<b>x@company.ru').error?.issues[0]?.message).toBe('Некорректный e-mail');
    expect(emailSchema.parse(' Demo@Company.RU ')).toBe('demo@company.ru');
    expect(parseLogin('<b>x@company.ru')).toBeNull();
  });
});
