/**
 * Issue 24.9 on a phone (390×844): every section tab of both areas is on the screen whole, none scrolled out of
 * sight; a date field is the Russian ДД.ММ.ГГГГ picker, never the browser's own date input.
 */
import type { Page } from '@playwright/test';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

const DEMO_CONTRACTOR_PHONE = '+79990000001';
const PHONE = { width: 390, height: 844 };

async function expectEveryTabOnScreen(page: Page, names: string[]) {
  const bar = page.getByRole('tablist', { name: 'Разделы' });
  await expect(bar.getByRole('tab')).toHaveCount(names.length);
  for (const name of names) {
    const tab = bar.getByRole('tab', { name, exact: true });
    await expect(tab).toBeInViewport({ ratio: 1 });
    const rect = await tab.boundingBox();
    if (!rect) throw new Error(`the tab «${name}» is not drawn`);
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(PHONE.width);
  }
  // No scroll arrows: nothing is hidden sideways.
  await expect(bar.locator('.MuiTabScrollButton-root:not(.Mui-disabled)')).toHaveCount(0);
}

test('the contractor’s sections and a date filter on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await logIn(page, DEMO_CONTRACTOR_PHONE);
  await expectEveryTabOnScreen(page, ['Профиль', 'Выплаты', 'Документы']);

  await page.getByRole('tab', { name: 'Документы', exact: true }).click();
  await expect(page).toHaveURL(/\/employee\/documents/);
  const from = page.getByRole('group', { name: 'Дата с' });
  await expect(from).toBeVisible();
  // The picker's sections spell the Russian order before anything is typed.
  await expect(from).toContainText('ДД');
  await expect(from).toContainText('ММ');
  await expect(from).toContainText('ГГГГ');
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  // A period from the address reads back in the same Russian order.
  await page.goto('/employee/documents?date_from=2026-02-01');
  await expect(page.getByRole('group', { name: 'Дата с' })).toContainText(/01.*02.*2026/);
});

test('the company’s four sections on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  await expectEveryTabOnScreen(page, ['Выплаты', 'Исполнители', 'Документы', 'Профиль']);
});
