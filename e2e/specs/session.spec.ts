import { logIn } from '../support/session';
import { expect, test } from '../support/test';

test('the demo customer logs in and lands on /profile/payments-accounts', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, 'demo@company.ru');
  await expect(page).toHaveURL(/\/profile\/payments-accounts$/);
  // The organisation name has a double quote, so the user menu shows it whole.
  await expect(page.getByRole('button', { name: 'ООО "Демо Компания"' })).toBeVisible();
});

test('the demo employee logs in with a phone in another notation and lands on /employee/profile/info', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, '8 (999) 000-00-01');
  await expect(page).toHaveURL(/\/employee\/profile\/info$/);
  await expect(page.getByText(/\+7 999 000-00-01|\+79990000001/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Петров П. П.' })).toBeVisible();
});

test('a deep link while logged out goes to /login and back after login', async ({ page }) => {
  await page.goto('/profile/security');
  await expect(page).toHaveURL(/\/login\?redirect_url=/);
  await logIn(page, 'demo@company.ru');
  await expect(page).toHaveURL(/\/profile\/security$/);
});

test("an invalid payments tab shows 'Страница не найдена'", async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'demo@company.ru');
  await expect(page).toHaveURL(/\/profile\/payments-accounts$/);
  await page.goto('/payments/crypto');
  await expect(page.getByText('Страница не найдена')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Вернуться назад' })).toBeVisible();
});

test('logout ends the session and returns to /login', async ({ page, context }) => {
  await page.goto('/login');
  await logIn(page, 'demo@company.ru');
  await expect(page).toHaveURL(/\/profile\/payments-accounts$/);
  await page.getByRole('button', { name: 'ООО "Демо Компания"' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'vp_session')).toBeUndefined();
  await page.goto('/profile/security');
  await expect(page).toHaveURL(/\/login/);
});
