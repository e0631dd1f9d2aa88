import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

/** The sandbox's user with the SMS step (direct-bank.sandbox.ts, DIRECT_BANK_SANDBOX_USERS.withOtp). */
const BANK_USER = { login: 'vyplaty-demo', password: 'Demo-DirectBank-1' };

test('the demo company connects its own bank through 1С:ДиректБанк with the SMS code, then disconnects', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  await page.goto('/profile/payments-accounts');
  const panel = page.getByRole('region', { name: '1С:ДиректБанк' });
  await expect(panel.getByText('Не подключено')).toBeVisible();
  await expect(panel).toContainText('подписывается КЭП руководителя или ответственного лица с МЧД в карточке выплаты');

  await panel.getByRole('button', { name: 'Подключить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подключение 1С:ДиректБанк' });
  await dialog.getByLabel('Логин банка').fill(BANK_USER.login);
  await dialog.getByLabel('Пароль банка').fill(BANK_USER.password);
  await dialog.getByRole('button', { name: 'Войти в банк' }).click();
  await expect(dialog.getByText(/^Банк отправил код в СМС на номер/)).toBeVisible();

  // No SMS leaves the sandbox: the code is on its page, as a developer would read it.
  const bank = await context.newPage();
  await bank.goto('/sandbox/one-c-direct-bank');
  const sent = bank.getByRole('row').filter({ hasText: BANK_USER.login }).filter({ hasText: 'Ожидает ввода' }).first();
  const code = (await sent.locator('strong').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6,7}$/);
  await bank.close();

  await dialog.getByLabel('Код из СМС').fill(code);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('Подключено', { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Сессия банка действует до /)).toBeVisible();

  // Still connected after a reload: the state comes from the server.
  await page.reload();
  await expect(panel.getByText('Подключено', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Отключить' }).click();
  await expect(panel.getByText('Отключено', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Подключить' })).toBeVisible();
});
