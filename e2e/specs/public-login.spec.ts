import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

// A visitor's /login is the public page of ADR 016 (apps/web/src/public/login/): drawn by the server, one small
// script of its own, the app's code only once the person types.
test('a visitor’s /login is usable with one small script and no API call; the app’s code comes while they type', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeEnabled();
  expect(requested.filter((path) => path.startsWith('/v1/'))).toEqual([]);
  expect(requested.filter((path) => path.endsWith('.js') && path !== '/sw.js')).toEqual([
    expect.stringMatching(/^\/assets\/public-login-[\w-]+\.js$/),
  ]);

  const appCode = page.waitForRequest((request) => /\/assets\/index-[\w-]+\.js$/.test(request.url()));
  // Nobody's account: a wrong password of a real one would slow that account's next logins (SPEC §5's delays).
  await page.getByLabel('E-mail или телефон').fill('nobody-public-login@example.ru');
  await appCode;
  await page.getByLabel('Пароль', { exact: true }).fill('Не-тот-пароль-1');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверный логин или пароль');
  await expect(page).toHaveURL(/\/login$/);
});

test('the public /login never follows a redirect_url of another origin', async ({ page }) => {
  await page.goto(`/login?redirect_url=${encodeURIComponent('http://127.0.0.1/ignored-foreign-origin')}`);
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  // Another origin's address is never followed: main, then the company's start page.
  await expect(page).toHaveURL(/\/profile\/payments-accounts$/);
});

test('a visitor’s /login/register is the public page: one small script, the terms asked for once, the offer in its dialog', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/login/register');
  await expect(page.getByRole('button', { name: 'Зарегистрироваться' })).toBeEnabled();
  expect(requested.filter((path) => path.startsWith('/v1/'))).toEqual(['/v1/auth/registration/info']);
  expect(requested.filter((path) => path.endsWith('.js') && path !== '/sw.js')).toEqual([
    expect.stringMatching(/^\/assets\/public-register-[\w-]+\.js$/),
  ]);

  // The offer is read in its dialog; reading it accepts nothing.
  await page.getByRole('button', { name: 'оферты платформы' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('offer-text')).toContainText(/\S/);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: /оферт/i })).not.toBeChecked();

  // An ИНН whose check digit is wrong: the server's message on the field, nothing registered.
  await page.getByLabel('ИНН организации или ИП').fill('7702070130');
  await page.getByLabel('Название организации').fill('ООО "Опечатка"');
  await page.getByLabel('E-mail').fill(`typo-${Date.now()}@example.ru`);
  await page.getByLabel('Пароль', { exact: true }).fill('Typo-2026');
  await page.getByRole('checkbox', { name: /персональных данных/ }).check();
  await page.getByRole('checkbox', { name: /оферт/i }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByLabel('ИНН организации или ИП')).toHaveAccessibleDescription(
    'Неверный ИНН: не сходится контрольное число',
  );
  await expect(page).toHaveURL(/\/login\/register$/);
});

test('a visitor’s «Помощь» is the public knowledge base: each article its own page, read without the app', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Помощь' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'База знаний' })).toBeVisible();

  // Opened by its address, the list is the page's own HTML with one small script, no call to the API.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.reload();
  await expect(page.getByRole('list', { name: 'Статьи' }).getByRole('listitem')).toHaveCount(5);
  await page.waitForLoadState('load');
  expect(requested.filter((path) => path.startsWith('/v1/'))).toEqual([]);
  expect(requested.filter((path) => path.endsWith('.js') && path !== '/sw.js')).toEqual([
    expect.stringMatching(/^\/assets\/public-help-[\w-]+\.js$/),
  ]);

  await page.getByRole('link', { name: 'Лимит дохода самозанятого: 2,4 млн ₽ в год' }).click();
  await expect(page).toHaveURL(/\/help\/npd-income-limit$/);
  await expect(page).toHaveTitle('Лимит дохода самозанятого: 2,4 млн ₽ в год — Выплаты и документы');
  await expect(page.getByText(/не больше 2 400 000 ₽ за календарный год/)).toBeVisible();
  await page.getByRole('link', { name: '← База знаний' }).click();
  await expect(page).toHaveURL(/\/help$/);

  // An address without an article is the app's «Страница не найдена».
  await page.goto('/help/no-such-article');
  await expect(page.getByText('Страница не найдена')).toBeVisible();

  await page.goto('/help');
  await page.getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeEnabled();
});
