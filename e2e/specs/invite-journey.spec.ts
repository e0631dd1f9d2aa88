import type { APIRequestContext, Browser } from '@playwright/test';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';
import { openWithoutScript } from '../support/without-script';

type Sms = { id: string; to: string; text: string };

/** The newest SMS to `phone` that was not seen before and passes `match` (the sandbox keeps newest first). */
async function nextSms(request: APIRequestContext, phone: string, seen: Set<string>, match: (text: string) => boolean) {
  let found: Sms | undefined;
  await expect
    .poll(async () => {
      const { items } = (await (await request.get('/sandbox/sms/messages')).json()) as { items: Sms[] };
      found = items.find((m) => m.to === phone && !seen.has(m.id) && match(m.text));
      return Boolean(found);
    })
    .toBe(true);
  seen.add(found!.id);
  return found!.text;
}

type Invited = { last: string; first: string; patronymic: string; inn: string };

/**
 * The demo company invites `phone` (typed as people write it: 8, spaces) and publishes the invite;
 * returns its page and the link of the SMS (path and the person's key).
 */
async function inviteBySms(
  browser: Browser,
  request: APIRequestContext,
  phone: string,
  seen: Set<string>,
  person?: Invited,
) {
  const company = await browser.newPage();
  await company.goto('/login');
  await logIn(company, DEMO_CUSTOMER_EMAIL);
  await expect(company).not.toHaveURL(/\/login/);
  await company.goto('/employees/invite');
  const phoneField = company.getByLabel('Телефон').first();
  await phoneField.pressSequentially(`8 ${phone.slice(2, 5)} ${phone.slice(5, 8)} ${phone.slice(8)}`);
  await expect(phoneField).toHaveValue(
    `+7 ${phone.slice(2, 5)} ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`,
  );
  if (person) {
    await company.getByLabel('ИНН').first().fill(person.inn);
    await company.getByLabel('Фамилия').first().fill(person.last);
    await company.getByLabel('Имя').first().fill(person.first);
    await company.getByLabel('Отчество').first().fill(person.patronymic);
  }
  await company.getByRole('button', { name: 'Опубликовать и отправить СМС' }).click();
  await expect(company).toHaveURL(/\/employees\/invite\/[0-9a-f-]{36}/);
  const invitation = await nextSms(request, phone, seen, (t) => t.includes('/invite/'));
  const url = new URL(invitation.match(/https?:\/\/\S+\/invite\/\S+/)![0]);
  return { company, path: url.pathname, link: url.pathname + url.search };
}

const codeOf = (text: string) => text.match(/\b(\d{6})\b/)![1]!;

/** DD.MM.YYYY of the day in Moscow. */
const ddmmyyyy = (at: Date) =>
  new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10).split('-').reverse().join('.');

/** A valid 12-digit ИНН of a person (two check digits), different on every run. */
function personInn(): string {
  const body = `77${String(Date.now()).slice(-8)}`;
  const digit = (s: string, w: number[]) => (w.reduce((sum, wi, i) => sum + wi * Number(s[i]), 0) % 11) % 10;
  const d11 = digit(body, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  return `${body}${d11}${digit(body + d11, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])}`;
}

test('the demo company invites a contractor, who registers through the SMS link, finishes registration and appears in /employees', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const national = `99${String(Date.now()).slice(-8)}`;
  const dismissedOn = ddmmyyyy(new Date(Date.now() - 365 * 24 * 60 * 60 * 1000));
  const phone = `+7${national}`;
  const seen = new Set<string>();
  const invited = { last: 'Журавлёва', first: 'Ольга', patronymic: 'Петровна', inn: personInn() };

  // The company invites the phone with her name and ИНН, and publishes: the link goes out by SMS.
  const { company, link } = await inviteBySms(browser, request, phone, seen, invited);

  // The contractor opens the link of her SMS in her own browser: the page names what the company entered.
  const contractor = await (await browser.newContext()).newPage();
  const scripts: string[] = [];
  contractor.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js') && pathname !== '/sw.js') scripts.push(pathname);
  });
  await contractor.goto(link);
  await expect(contractor.getByText('ООО "Демо Компания" приглашает вас к сотрудничеству')).toBeVisible();
  await expect(contractor.getByText(/как самозанятый/)).toBeVisible();
  await expect(contractor.getByText(/Компания указала: Журавлёва Ольга Петровна/)).toBeVisible();
  // A visitor's invite page is the public one (ADR 016): one small script of its own, none of the app's yet.
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/public-invite-[\w-]+\.js$/)]);
  await contractor.getByRole('link', { name: 'Зарегистрироваться и принять' }).click();
  // The registration starts with the phone the SMS went to.
  await expect(contractor.getByLabel('Номер телефона')).toHaveValue(
    `+7 ${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`,
  );
  await contractor.getByRole('button', { name: 'Получить код' }).click();
  const registrationCode = codeOf(await nextSms(request, phone, seen, (t) => !t.includes('/invite/')));
  await contractor.getByLabel('Код из СМС').fill(registrationCode);
  await contractor.getByLabel('Пароль', { exact: true }).fill('Worker-2026');
  await contractor.getByRole('checkbox', { name: /персональных данных/ }).check();
  await contractor.getByRole('checkbox', { name: /оферт/i }).check();
  // Through the company's link she also says whether she was its employee (422-ФЗ ст. 6): yes, a year ago.
  await contractor.getByRole('radio', { name: 'Работал(а) по трудовому договору, уволен(а)' }).check();
  // The date field is a group of day / month / year sections: type the digits from the first one.
  await contractor.getByRole('group', { name: 'Дата увольнения' }).getByRole('spinbutton').first().click();
  await contractor.keyboard.type(dismissedOn.replaceAll('.', ''));
  await contractor.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(contractor).toHaveURL(/\/employee-complete-registration/);

  // Step 1: personal data, the ФИО already filled in from the invite; the birth date typed as bare digits.
  await expect(contractor.getByLabel('Фамилия')).toHaveValue('Журавлёва');
  await expect(contractor.getByLabel('Имя')).toHaveValue('Ольга');
  await expect(contractor.getByLabel('Отчество')).toHaveValue('Петровна');
  await contractor.getByLabel('Дата рождения').pressSequentially('12031992');
  await expect(contractor.getByLabel('Дата рождения')).toHaveValue('12.03.1992');
  await contractor.getByRole('combobox', { name: 'Адрес регистрации' }).fill('г Москва, ул Тверская, д 13, кв 5');
  await contractor.getByLabel('СНИЛС').pressSequentially('11223344595');
  await expect(contractor.getByLabel('СНИЛС')).toHaveValue('112-233-445 95');
  await contractor.getByRole('button', { name: 'Сохранить и продолжить' }).click();

  // Step 2: ИНН, the one the company entered.
  const innStep = contractor.getByRole('region', { name: 'ИНН' });
  await expect(innStep.getByLabel('ИНН')).toHaveValue(invited.inn);
  await innStep.getByRole('button', { name: 'Сохранить и продолжить' }).click();

  // Step 3: the ПЭП, confirmed with a code by SMS.
  const nepStep = contractor.getByRole('region', { name: 'Простая электронная подпись' });
  await nepStep.getByRole('checkbox', { name: /принимаю его условия/ }).check();
  await nepStep.getByRole('button', { name: 'Получить код' }).click();
  const nepCode = codeOf(await nextSms(request, phone, seen, (t) => !t.includes('/invite/')));
  await nepStep.getByLabel('Код подтверждения').fill(nepCode);
  await nepStep.getByRole('button', { name: 'Выпустить подпись' }).click();
  await expect(contractor.getByText('Регистрация завершена. Теперь компании могут работать с вами.')).toBeVisible();
  await contractor.getByRole('link', { name: 'Перейти в профиль' }).click();
  await expect(contractor).toHaveURL(/\/employee\/profile\/info/);
  const demoCompany = contractor.getByRole('listitem', { name: 'ООО "Демо Компания"' });
  await expect(demoCompany).toContainText('Работаете');

  await expect(demoCompany).toContainText(`Ваш ответ: работал(а) по трудовому договору, уволен(а) ${dismissedOn}`);

  // The company sees the new contractor, blocked as НПД for two years after the dismissal, and confirms.
  await company.goto('/employees');
  await expect(company.getByText(/Журавлёва/).first()).toBeVisible();
  await expect(company.getByText(`Бывший сотрудник до ${dismissedOn}`).first()).toBeVisible();
  await company
    .getByRole('button', { name: /^Действия с исполнителем: Журавлёва/ })
    .first()
    .click();
  await company.getByRole('menuitem', { name: 'Трудовой договор' }).click();
  const confirm = company.getByRole('dialog');
  await expect(confirm).toContainText('Исполнитель ответил');
  await expect(confirm.getByRole('radio', { name: 'Бывший сотрудник компании' })).toBeChecked();
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(company.getByText('Сведения о трудовом договоре сохранены')).toBeVisible();

  // Her payments, before any: the server sends the page drawn with its empty list, readable before any script
  // runs (issue 29), its controls drawn as the app's are (ADR 017); the app, once it has taken over, draws the same
  // words, once.
  const noPayouts = 'Выплат пока нет. Когда компания заплатит вам, выплата и чек появятся здесь.';
  const withoutScript = await openWithoutScript(browser, contractor.context(), '/employee/payments');
  const drawnByServer = withoutScript.page;
  await expect(drawnByServer.getByText(noPayouts)).toBeVisible();
  await expect(drawnByServer.getByText('Всего: 0')).toBeVisible();
  await expect(drawnByServer.getByRole('combobox', { name: 'Статус' })).toBeVisible();
  await withoutScript.close();
  await contractor.goto('/employee/payments');
  // A press on the drawn page starts the app, which makes it on its own page: the filter opens its list.
  await contractor.getByRole('combobox', { name: 'Статус' }).click();
  await expect(contractor.getByRole('listbox')).toBeVisible();
  await contractor.keyboard.press('Escape');
  await expect(contractor.getByText(noPayouts)).toHaveCount(1);
});

test('a contractor who already has an account accepts from the link, also after logging in from it', async ({
  browser,
  request,
}) => {
  const national = `98${String(Date.now()).slice(-8)}`;
  const phone = `+7${national}`;
  const seen = new Set<string>();

  // The contractor signed up earlier, on their own (no invite).
  const context = await browser.newContext();
  const contractor = await context.newPage();
  await contractor.goto('/login/register?role=contractor');
  // Typed the way people write it: the 8-prefix and spaces.
  await contractor.getByLabel('Номер телефона').pressSequentially(`8 ${national.slice(0, 3)} ${national.slice(3)}`);
  await contractor.getByRole('button', { name: 'Получить код' }).click();
  const code = codeOf(await nextSms(request, phone, seen, (t) => !t.includes('/invite/')));
  await contractor.getByLabel('Код из СМС').fill(code);
  await contractor.getByLabel('Пароль', { exact: true }).fill('Worker-2026');
  await contractor.getByRole('checkbox', { name: /персональных данных/ }).check();
  await contractor.getByRole('checkbox', { name: /оферт/i }).check();
  await contractor.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(contractor).toHaveURL(/\/employee-complete-registration/);

  const { path } = await inviteBySms(browser, request, phone, seen);

  // Logged in: the former-employment question, then one button.
  await contractor.goto(path);
  await contractor.getByRole('button', { name: 'Принять приглашение' }).click();
  await expect(contractor.getByText('Ответьте, были ли вы сотрудником компании по трудовому договору')).toBeVisible();
  await contractor.getByRole('radio', { name: 'Не работал(а) в компании по трудовому договору' }).check();
  await contractor.getByRole('button', { name: 'Принять приглашение' }).click();
  await expect(contractor.getByText('Вы присоединились к компании ООО "Демо Компания"')).toBeVisible();

  // Logged out: «войти» brings them back to the link, and accepting again changes nothing.
  await context.clearCookies();
  await contractor.goto(path);
  await contractor.getByRole('link', { name: 'У меня есть аккаунт — войти' }).click();
  await logIn(contractor, phone, 'Worker-2026');
  await expect(contractor).toHaveURL(new RegExp(`${path}$`));
  await contractor.getByRole('radio', { name: 'Не работал(а) в компании по трудовому договору' }).check();
  await contractor.getByRole('button', { name: 'Принять приглашение' }).click();
  await expect(contractor.getByText('Вы присоединились к компании ООО "Демо Компания"')).toBeVisible();
});
