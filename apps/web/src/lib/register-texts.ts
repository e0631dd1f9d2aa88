/**
 * /login/register's words, shared by the public page (src/public/register/, what a visitor without a session gets)
 * and the app's page (features/auth/pages/register-page.tsx): the two say the same thing. The required-field
 * messages are the contracts' own (customerRegistrationRequestSchema, employeeRegistrationRequestSchema), which the
 * public page checks for presence without zod; every other rule is the server's, answered as a field message.
 */
export const REGISTER_PATH = '/login/register';

export const REGISTER_TEXTS = {
  title: 'Регистрация',
  tabsLabel: 'Кто регистрируется',
  inn: 'ИНН организации или ИП',
  organisationName: 'Название организации',
  organisationPlaceholder: 'ООО "Ромашка"',
  email: 'E-mail',
  password: 'Пароль',
  submit: 'Зарегистрироваться',
  failed: 'Не удалось зарегистрироваться, попробуйте позже',
  infoFailed: 'Не удалось загрузить условия регистрации',
  retry: 'Повторить',
  innRequired: 'Введите ИНН',
  organisationRequired: 'Введите название организации',
  emailRequired: 'Введите e-mail',
  passwordRequired: 'Введите пароль',
  codeRequired: 'Введите код из СМС',
  consentRequired: 'Нужно согласие на обработку персональных данных',
  offerRequired: 'Примите оферту платформы',
  consentBefore: 'Даю ',
  consentLink: 'согласие на обработку персональных данных',
  consentMiddle: ' в соответствии с ',
  policyLink: 'политикой конфиденциальности',
  offerBefore: 'Принимаю условия ',
  offerLink: 'оферты платформы',
  offerLoading: 'Загружаем текст оферты…',
  offerFailed: 'Не удалось загрузить текст оферты',
  offerPdf: 'Открыть PDF',
  offerPdfFailed: 'Не удалось открыть PDF',
  close: 'Закрыть',
  /** After a company registers and the login with the same credentials does not open a session (ADR 004). */
  letterSent: 'Проверьте почту',
  letterSentBefore: 'Мы отправили письмо на ',
  letterSentAfter: '. Перейдите по ссылке из письма, чтобы подтвердить адрес, затем войдите и завершите регистрацию.',
  letterSentSpam: 'Письмо может прийти в течение нескольких минут. Проверьте папку «Спам».',
  login: 'Войти',
} as const;

/** «Редакция 3 от 01.09.2026» under the offer's title. */
export const offerEdition = (version: string | number, publishedOn: string) => `Редакция ${version} от ${publishedOn}`;

export const REGISTER_LINKS = [
  { to: '/login', text: 'Уже есть аккаунт? Войти' },
  { to: '/help', text: 'Помощь' },
] as const;

/** Where each role's registration goes on (SPEC §5): the completion of the profile. */
export const CUSTOMER_COMPLETE_PATH = '/customer-complete-registration';
export const EMPLOYEE_COMPLETE_PATH = '/employee-complete-registration';
