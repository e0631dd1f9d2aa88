import type { Page } from '@playwright/test';
import { actionPathFrom, waitForLetter } from '../support/mailbox';
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
  await other.getByLabel('Новый пароль').fill('Restored-2026');
  await other.getByLabel('Повторите пароль').fill('Restored-2026');
  await other.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(other).toHaveURL(/\/login/);

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
