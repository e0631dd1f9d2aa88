/**
 * The SMS code steps' words (SPEC §5, §6), shared by the app's phone flows (features/auth/components/
 * phone-step-form.tsx, code-sent-note.tsx) and the public pages' (src/public/components/phone-code-flow.tsx).
 */
export const PHONE_CODE_TEXTS = {
  phone: 'Номер телефона',
  /** The contracts' own message (phoneSchema): the public pages check presence without zod. */
  phoneRequired: 'Введите номер телефона',
  send: 'Получить код',
  sendFailed: 'Не удалось отправить код, попробуйте позже',
  sentTo: 'Код отправлен на номер ',
  changePhone: 'Изменить номер',
  resendIn: (seconds: number) => `Отправить код повторно можно через ${seconds} с`,
  resend: 'Отправить код ещё раз',
  resent: 'Код отправлен',
  code: 'Код из СМС',
  /** The contracts' own message (smsCodeSchema). */
  codeRequired: 'Введите код из СМС',
} as const;
