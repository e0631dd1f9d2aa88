import type { Page } from '@playwright/test';
import { actionPathFrom, waitForLetter } from '../support/mailbox';
import { nextCode, seenSms } from '../support/self-nep';
import { expect, test } from '../support/test';

async function registerCustomer(page: Page, email: string, password: string) {
  await page.goto('/login/register');
  await page.getByLabel('ИНН организации или ИП').fill('7719617469');
  await page.getByLabel('Название организации').fill('ООО "Восстановление"');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /персональных данных/ }).check();
  await page.getByRole('checkbox', { name: /оферт/i }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/customer-complete-registration/);
}

test('a customer restores access by e-mail: letter over SMTP → new password → login with it', async ({
  page,
  browser,
}) => {
  const email = `reset-${Date.now()}@example.ru`;
  await registerCustomer(page, email, 'Initial-2026');

  const other = await browser.newPage();
  await other.goto('/reset-password');
  await other.getByLabel('E-mail').fill(email);
  await other.getByRole('button', { name: 'Восстановить пароль' }).click();
  await expect(other).toHaveURL(/\/reset-password\/check-email/);
  await expect(other.getByText('Проверьте почту')).toBeVisible();

  const letter = await waitForLetter(email, 'Восстановление пароля');
  await other.goto(actionPathFrom(letter));
  await expect(other).toHaveURL(/\/reset-password\?action=UPDATE_PASSWORD&token=/);
  // The letter's link (the root with its action) is the public page's form from the first paint (ADR 016).
  await expect(other.locator('[data-view="update"]')).toBeVisible();
  await other.getByLabel('Новый пароль').fill('Restored-2026');
  await other.getByLabel('Повторите пароль').fill('Restored-2026');
  await other.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(other).toHaveURL(/\/login/);
  await expect(other.getByRole('status')).toHaveText('Пароль изменён. Войдите с новым паролем');

  await other.getByLabel('E-mail или телефон').fill(email);
  await other.getByLabel('Пароль', { exact: true }).fill('Restored-2026');
  await other.getByRole('button', { name: 'Войти' }).click();
  await expect(other).toHaveURL(/\/customer-complete-registration/);

  // The session opened before the reset has been ended on the server.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
});

test('a contractor registers with the SMS code from the gateway sandbox', async ({ page, request }) => {
  const national = `912${String(Date.now()).slice(-7)}`;
  await page.goto('/login/register');
  await page.getByRole('tab', { name: 'Исполнитель' }).click();
  await page.getByLabel('Номер телефона').fill(`8${national}`);
  await page.getByRole('button', { name: 'Получить код' }).click();

  let code = '';
  await expect
    .poll(async () => {
      const { items } = (await (await request.get('/sandbox/sms/messages')).json()) as {
        items: { to: string; text: string }[];
      };
      code = items.find((m) => m.to === `+7${national}`)?.text.match(/\d{6}/)?.[0] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);

  await page.getByLabel('Код из СМС').fill(code);
  await page.getByLabel('Пароль', { exact: true }).fill('Worker-2026');
  await page.getByRole('checkbox', { name: /персональных данных/ }).check();
  await page.getByRole('checkbox', { name: /оферт/i }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/employee-complete-registration/);
});

test('a contractor restores access by phone on the public page: SMS code → new password → login with it', async ({
  page,
  browser,
  request,
}) => {
  const national = `913${String(Date.now()).slice(-7)}`;
  const seen = await seenSms(request);
  await page.goto('/login/register');
  await page.getByRole('tab', { name: 'Исполнитель' }).click();
  await page.getByLabel('Номер телефона').fill(`8${national}`);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из СМС').fill(await nextCode(request, `+7${national}`, seen));
  await page.getByLabel('Пароль', { exact: true }).fill('Worker-2026');
  await page.getByRole('checkbox', { name: /персональных данных/ }).check();
  await page.getByRole('checkbox', { name: /оферт/i }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/employee-complete-registration/);

  // Another browser, no session: «Забыли пароль?» of the public /login is the public recovery page (ADR 016).
  const other = await browser.newPage();
  const scripts: string[] = [];
  other.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith('.js') && pathname !== '/sw.js') scripts.push(pathname);
  });
  await other.goto('/reset-password?role=contractor');
  await expect(other.getByRole('tab', { name: 'Исполнитель' })).toHaveAttribute('aria-selected', 'true');
  await expect(other.getByRole('button', { name: 'Получить код' })).toBeEnabled();
  // One small script of its own; the app's files only once the person acts (start-public-page.ts).
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/public-reset-password-[\w-]+\.js$/)]);
  await other.getByLabel('Номер телефона').fill(`8${national}`);
  await expect(other.getByLabel('Номер телефона')).toHaveValue(
    `+7 ${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`,
  );
  await other.getByRole('button', { name: 'Получить код' }).click();
  await expect(other.getByText(/Отправить код повторно можно через \d+ с/)).toBeVisible();
  await other.getByLabel('Код из СМС').fill(await nextCode(request, `+7${national}`, seen));
  await other.getByLabel('Новый пароль', { exact: true }).fill('Restored-2026');
  await other.getByLabel('Повторите пароль').fill('Restored-2026');
  await other.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('status')).toHaveText('Пароль изменён. Войдите с новым паролем');

  // The old password no longer opens the account; the new one does.
  await other.getByLabel('E-mail или телефон').fill(`+7${national}`);
  await other.getByLabel('Пароль', { exact: true }).fill('Worker-2026');
  await other.getByRole('button', { name: 'Войти' }).click();
  await expect(other.getByRole('alert')).toHaveText('Неверный логин или пароль');
  await other.getByLabel('Пароль', { exact: true }).fill('Restored-2026');
  await other.getByRole('button', { name: 'Войти' }).click();
  await expect(other).toHaveURL(/\/employee-complete-registration/);
});
