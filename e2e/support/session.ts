/**
 * Logging in through the login form, as a person does. Returns once the app has left /login, so the
 * next `page.goto` cannot abort the login call on a slow machine (it did once, on CI).
 */
import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-2026!';
export const DEMO_CUSTOMER_EMAIL = 'demo@company.ru';

export async function logIn(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail или телефон').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const NEW_COMPANY_PASSWORD = 'Romashka-2026';

/** Registers a company through /login/register as its owner does; the app then logs the owner in. */
export async function registerCompany(page: Page, company: { inn: string; name: string; email: string }) {
  await page.goto('/login/register');
  await page.getByLabel('ИНН организации или ИП').fill(company.inn);
  await page.getByLabel('Название организации').fill(company.name);
  await page.getByLabel('E-mail').fill(company.email);
  await page.getByLabel('Пароль', { exact: true }).fill(NEW_COMPANY_PASSWORD);
  await page.getByRole('checkbox', { name: /персональных данных/ }).check();
  await page.getByRole('checkbox', { name: /оферт/i }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
}
