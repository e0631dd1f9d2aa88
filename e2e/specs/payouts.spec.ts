import { expect } from '@playwright/test';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { test } from '../support/test';

/** The demo's contractor connected to the platform in «Мой налог» (db/seed/demo-money.ts). */
const CONNECTED = { name: 'Соколова Мария Андреевна', phone: '+79990000007' };

test('the demo company pays its connected contractor as НПД: checklist, payout DONE with a receipt, the contractor sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  await page.goto('/payments/npd/single');

  const form = page.getByRole('form', { name: 'Выплата' });
  await form.getByLabel('Исполнитель').fill('Соколова');
  await page.getByRole('option', { name: new RegExp(CONNECTED.name) }).click();
  await form.getByLabel('Сумма, ₽').fill('1500');
  await form.getByLabel('За что').fill('Разработка макета сайта');

  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(form.getByText('Проверка пройдена: можно выплатить')).toBeVisible();
  await expect(form.getByRole('listitem').filter({ hasText: 'НПД' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Выплатить' }).click();
  const drawer = page.getByRole('dialog', { name: /Выплата № \d+/ });
  await expect(drawer).toBeVisible();
  // The bank pays and FNS registers the receipt in the sandboxes: the drawer follows the payout.
  await expect(drawer.getByText('Выплачено').first()).toBeVisible({ timeout: 60_000 });
  await expect(drawer.getByRole('link', { name: 'Открыть чек' })).toBeVisible({ timeout: 60_000 });

  const contractorContext = await browser.newContext();
  const contractor = await contractorContext.newPage();
  await contractor.goto('/login');
  await logIn(contractor, CONNECTED.phone);
  await contractor.goto('/employee/payments');
  await expect(contractor.getByText(/1\s500,00\s₽/).first()).toBeVisible();
  await expect(contractor.getByText('ООО "Демо Компания"').first()).toBeVisible();
  await contractorContext.close();
});

test('an individual payout shows НДФЛ and the net before the company confirms', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  await page.goto('/payments/individual/single');

  const form = page.getByRole('form', { name: 'Выплата' });
  await form.getByLabel('Исполнитель').fill('Петров');
  await page.getByRole('option', { name: /Петров Пётр Петрович/ }).click();
  await form.getByLabel('Сумма до вычета НДФЛ, ₽').fill('10000');
  await form.getByLabel('За что').fill('Консультация');
  await page.getByRole('button', { name: 'Проверить' }).click();

  await expect(form.getByText('НДФЛ (13 %)')).toBeVisible();
  await expect(form.getByText(/^1\s300,00\s₽$/)).toBeVisible();
  await expect(form.getByText('К выплате на руки')).toBeVisible();
  await expect(form.getByText(/^8\s700,00\s₽$/)).toBeVisible();
});
