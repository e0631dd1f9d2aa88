import { expect, type Page } from '@playwright/test';
import { waitForLetter } from '../support/mailbox';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { test } from '../support/test';

/** The demo's contractor connected to the platform in «Мой налог» (db/seed/demo-money.ts). */
const CONNECTED = { name: 'Соколова Мария Андреевна' };
const ACCOUNTANT_PASSWORD = 'Buhgalter-2026';

/** The invite letter's link as a path the browser opens on the test server. */
function invitePathFrom(text: string): string {
  const match = text.match(/https?:\/\/[^/\s]+(\/invite\/user\/[A-Za-z0-9_-]+)/);
  if (!match) throw new Error('no invite link in the letter');
  return match[1]!;
}

/** The colleague's row of /users. */
const userRow = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Пользователи' }).getByRole('row').filter({ hasText: email });

test('the owner invites an accountant by e-mail; the accountant sets a password from the letter, logs in, pays a payout and finds it under «Мои»; the owner sees them active', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const email = `buh-${Date.now()}@demo-company.ru`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);

  // The owner: «Пользователи» in the sections, the invite dialog with the role's hint.
  await page.getByRole('tablist', { name: 'Разделы' }).getByRole('tab', { name: 'Пользователи' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole('button', { name: 'Пригласить пользователя' }).click();
  const dialog = page.getByRole('dialog', { name: 'Пригласить пользователя' });
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await dialog.getByRole('textbox', { name: /Имя и фамилия/ }).fill('Анна Смирнова');
  await expect(dialog.getByRole('combobox', { name: /Роль/ })).toHaveText('Бухгалтер');
  await expect(
    dialog.getByText('Выплаты, реестры, задания и документы; без пользователей и профиля компании'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Пригласить' }).click();
  await expect(page.getByText(`Приглашение отправлено на ${email}`)).toBeVisible();
  await expect(userRow(page, email).getByText('Приглашён')).toBeVisible({ timeout: 30_000 });
  await expect(userRow(page, email).getByRole('cell', { name: 'Бухгалтер', exact: true })).toBeVisible();

  // The letter over SMTP; the link opens the invite page in another browser (nobody logged in there).
  const letter = await waitForLetter(email, /^Приглашение в компанию/);
  const accountantContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const accountant = await accountantContext.newPage();
  const scripts: string[] = [];
  accountant.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith('.js') && pathname !== '/sw.js') scripts.push(pathname);
  });
  await accountant.goto(invitePathFrom(letter.text));
  // A loaded machine takes its time over a first visit (the page's chunks, the service worker's precache).
  await expect(accountant.getByText(/приглашает вас в кабинет компании/)).toBeVisible({ timeout: 30_000 });
  await expect(accountant.getByText(`Анна Смирнова, ${email}`)).toBeVisible();
  await expect(accountant.getByText(/^Роль: Бухгалтер/)).toBeVisible();
  // A visitor's invite page is the public one (ADR 016): one small script, none of the app's before the first action.
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/public-user-invite-[\w-]+\.js$/)]);
  await accountant.getByLabel('Пароль', { exact: true }).fill(ACCOUNTANT_PASSWORD);
  await accountant.getByLabel('Повторите пароль').fill(ACCOUNTANT_PASSWORD);
  await accountant.getByRole('button', { name: 'Принять приглашение' }).click();
  await accountant.waitForURL((url) => url.pathname === '/login');
  await expect(accountant.getByText(`Приглашение принято. Войдите с e-mail ${email} и новым паролем`)).toBeVisible();

  // The accountant logs in with the invite's e-mail and pays the connected contractor as НПД.
  // A new login accepts the platform's offer on its first entry, as any person does.
  await accountant.getByLabel('E-mail или телефон').fill(email);
  await accountant.getByLabel('Пароль', { exact: true }).fill(ACCOUNTANT_PASSWORD);
  await accountant.getByRole('button', { name: 'Войти' }).click();
  await accountant.getByRole('dialog').getByRole('button', { name: 'Принимаю условия' }).click({ timeout: 30_000 });
  await accountant.waitForURL((url) => !url.pathname.startsWith('/login'));
  const sections = accountant.getByRole('tablist', { name: 'Разделы' });
  await expect(sections.getByRole('tab', { name: 'Выплаты' })).toBeVisible({ timeout: 30_000 });
  await expect(sections.getByRole('tab', { name: 'Пользователи' })).toHaveCount(0);
  await accountant.goto('/payments/npd/single');
  const form = accountant.getByRole('form', { name: 'Выплата' });
  await form.getByLabel('Исполнитель').fill('Соколова');
  await accountant.getByRole('option', { name: new RegExp(CONNECTED.name) }).click();
  await form.getByLabel('Сумма, ₽').fill('700');
  await form.getByLabel('За что').fill('Вёрстка лендинга');
  await accountant.getByRole('button', { name: 'Проверить' }).click();
  await expect(form.getByText('Все проверки пройдены')).toBeVisible({ timeout: 30_000 });
  await accountant.getByRole('button', { name: 'Выплатить' }).click();
  const drawer = accountant.getByRole('dialog', { name: /Выплата № \d+/ });
  await expect(drawer.getByText('Выплачено').first()).toBeVisible({ timeout: 60_000 });

  // The list under «Мои»: only the accountant's own payout; «Все выплаты» has the owner's too.
  await accountant.goto('/payments/npd/multiple');
  const list = accountant.getByRole('table', { name: 'Выплаты' });
  await expect(list.getByRole('row').nth(2)).toBeVisible({ timeout: 60_000 });
  await accountant.getByRole('group', { name: 'Чьи выплаты' }).getByRole('button', { name: 'Мои' }).click();
  await expect(accountant).toHaveURL(/scope=MY/);
  await expect(list.getByRole('row')).toHaveCount(2, { timeout: 60_000 });
  await expect(list.getByRole('row').nth(1)).toContainText(/Соколова/);
  await expect(list.getByRole('row').nth(1)).toContainText(/700,00/);
  await accountantContext.close();

  // The owner's list: the accountant is active now.
  await page.reload();
  await expect(userRow(page, email).getByText('Активен')).toBeVisible({ timeout: 60_000 });
  await expect(userRow(page, email).getByText('Анна Смирнова')).toBeVisible();
});
