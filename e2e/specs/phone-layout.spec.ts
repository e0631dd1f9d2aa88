/**
 * Issue 24.9 at both viewports of the journeys (1366×768 and 390×844): every section tab of both areas is on the
 * screen whole, none scrolled out of sight; a date field is the Russian ДД.ММ.ГГГГ picker, never the browser's own
 * date input. And the company's balance where each header has room for it (issue 24.8): beside the user menu on a
 * desktop, inside it on a phone.
 *
 * The contractor's bar has four tabs, the company's six: both areas draw their bar with the same `RouteTabs`,
 * and the company's six (49 letters, «Исполнители» the longest word) are the proof that six fit at 390 px
 * without scrolling. The owner's seventh, «Пользователи», is a tab on a desktop and the user menu's item on a
 * phone, where seven do not fit.
 */
import type { Page } from '@playwright/test';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

const DEMO_CONTRACTOR_PHONE = '+79990000001';
const VIEWPORTS = [
  { name: '1366×768', width: 1366, height: 768 },
  { name: '390×844', width: 390, height: 844 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

async function expectEveryTabOnScreen(page: Page, viewport: Viewport, names: string[]) {
  const bar = page.getByRole('tablist', { name: 'Разделы' });
  await expect(bar.getByRole('tab')).toHaveCount(names.length);
  for (const name of names) {
    const tab = bar.getByRole('tab', { name, exact: true });
    await expect(tab).toBeInViewport({ ratio: 1 });
    const rect = await tab.boundingBox();
    if (!rect) throw new Error(`the tab «${name}» is not drawn`);
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(viewport.width);
  }
  // No scroll arrows: nothing is hidden sideways.
  await expect(bar.locator('.MuiTabScrollButton-root:not(.Mui-disabled)')).toHaveCount(0);
  // And the page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
}

for (const viewport of VIEWPORTS) {
  test(`the contractor’s sections and a date filter (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await logIn(page, DEMO_CONTRACTOR_PHONE);
    await expectEveryTabOnScreen(page, viewport, ['Профиль', 'Задания', 'Выплаты', 'Документы']);
    // A contractor has no balance in the header.
    await expect(page.getByRole('banner').getByRole('link', { name: /^Баланс/ })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Документы', exact: true }).click();
    await expect(page).toHaveURL(/\/employee\/documents/);
    const from = page.getByRole('group', { name: 'Дата с' });
    await expect(from).toBeVisible();
    // The picker's sections spell the Russian order before anything is typed.
    await expect(from).toContainText('ДД');
    await expect(from).toContainText('ММ');
    await expect(from).toContainText('ГГГГ');
    await expect(page.getByRole('group', { name: 'Дата по' })).toContainText('ГГГГ');
    await expect(page.locator('input[type="date"]')).toHaveCount(0);
    // A period from the address reads back in the same Russian order.
    await page.goto('/employee/documents?date_from=2026-02-01');
    await expect(page.getByRole('group', { name: 'Дата с' })).toContainText(/01.*02.*2026/);
    // The calendar it opens is Russian too.
    await page
      .getByRole('button', { name: /Выберите дату|Выбрать дату/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').or(page.getByRole('grid')).first()).toContainText(/февраль/i);
  });

  test(`the company’s sections and its balance in the header (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await logIn(page, DEMO_CUSTOMER_EMAIL);
    const isDesktop = viewport.width >= 900;
    await expectEveryTabOnScreen(page, viewport, [
      'Выплаты',
      'Задания',
      'Исполнители',
      'Документы',
      'Процессы',
      ...(isDesktop ? ['Пользователи'] : []),
      'Профиль',
    ]);

    const header = page.getByRole('banner');
    const balance = /^Баланс:\s[\d\s]+,\d{2}\s₽$/;
    if (!isDesktop) {
      // The owner's «Пользователи» is the user menu's item on a phone.
      await header.getByRole('button', { name: /^Меню пользователя/ }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Пользователи' }).click();
      await expect(page).toHaveURL(/\/users$/);
    }
    if (isDesktop) {
      await header.getByRole('link', { name: balance }).click();
    } else {
      // No room in the 74 px header: the balance is the user menu's first item.
      await expect(header.getByRole('link', { name: /^Баланс/ })).toHaveCount(0);
      await header.getByRole('button', { name: /^Меню пользователя/ }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: balance }).click();
    }
    await expect(page).toHaveURL(/\/profile\/balance$/);
    await expect(page.getByLabel('Баланс', { exact: true })).toBeVisible();
    expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBe(viewport.width >= 900 ? 84 : 74);
  });
}
