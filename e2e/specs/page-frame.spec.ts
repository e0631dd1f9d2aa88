import type { Locator, Page } from '@playwright/test';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

const DEMO_CONTRACTOR_PHONE = '+79990000001';
const PHONE = { width: 390, height: 844 };

const heightOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().height);
const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not on screen');
  return rect;
};

async function logInAs(page: Page, login: string) {
  await page.goto('/login');
  await logIn(page, login);
}

test('the header is exactly 84 px on a desktop and 74 px on a phone, its border included (SPEC §2)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAs(page, DEMO_CUSTOMER_EMAIL);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'ООО "Демо Компания"', exact: true })).toBeVisible();
  expect(await heightOf(header)).toBe(84);

  await page.setViewportSize(PHONE);
  // On a phone the user menu shrinks to an icon: the company's name leaving says the mobile header is in.
  await expect(header.getByRole('button', { name: 'ООО "Демо Компания"', exact: true })).toBeHidden();
  expect(await heightOf(page.getByRole('banner'))).toBe(74);
});

test('a toast appears below the header, never over the chat button, the bell or the user menu', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAs(page, DEMO_CUSTOMER_EMAIL);
  await page.goto('/employees/constants');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Настройки сохранены' });
  await expect(toast).toBeVisible();
  const header = await box(page.getByRole('banner'));
  expect((await box(toast)).y).toBeGreaterThanOrEqual(header.y + header.height);
});

test('?subtab=single lands on the single payout page for both tabs (SPEC §2)', async ({ page }) => {
  await logInAs(page, DEMO_CUSTOMER_EMAIL);
  await page.goto('/payments/npd?subtab=single');
  await expect(page).toHaveURL(/\/payments\/npd\/single$/);
  await page.goto('/payments/individual?subtab=single');
  await expect(page).toHaveURL(/\/payments\/individual\/single$/);
});

test('errors say what happened in Russian: a company section, a missing file, «Мой налог» before connecting', async ({
  page,
}) => {
  const refusals: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 || response.status() === 409) refusals.push(response.url());
  });
  await logInAs(page, DEMO_CONTRACTOR_PHONE);

  // The company's profile: one page that says why, no call refused behind it, nothing to retry.
  await page.goto('/profile');
  await expect(
    page.getByRole('heading', { name: 'Этот раздел — для компаний, а вы вошли как исполнитель' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeHidden();

  // A file that does not exist is not found; trying again would not bring it.
  await page.goto('/files-preview/agreement/3f1e2b4a-1111-4222-8333-444455556666');
  const panel = page.getByRole('alert').filter({ hasText: 'Не найдено' });
  await expect(panel).toContainText('Файл не найден');
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeHidden();

  // Not connected to «Мой налог»: the page says so and asks FNS nothing (no 409 in the console). Another
  // journey may have connected the demo contractor already; then the figures show, and still no 409.
  await page.goto('/employee/profile/fns/fns-personal-account-status');
  await expect(
    page.getByText(/Платформа не подключена в «Мой налог»/).or(page.getByText('Бонусный счёт', { exact: true })),
  ).toBeVisible();
  expect(refusals).toEqual([]);
});

test('the contractor’s personal data on a phone: grouped, each label above its value', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logInAs(page, DEMO_CONTRACTOR_PHONE);
  await expect(page).toHaveURL(/\/employee\/profile\/info$/);
  const contacts = page.getByRole('region', { name: 'Контакты' });
  const label = contacts.getByText('Телефон', { exact: true });
  const value = contacts.getByText('+7 999 000-00-01');
  await expect(value).toBeVisible();
  const [labelBox, valueBox] = [await box(label), await box(value)];
  expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(valueBox.y);
  const [labelStyle, valueStyle] = await Promise.all(
    [label, value].map((l) =>
      l.evaluate((el) => ({ size: parseFloat(getComputedStyle(el).fontSize), color: getComputedStyle(el).color })),
    ),
  );
  // The label is smaller and in another colour than the value, so the eye finds the values.
  expect(labelStyle!.size).toBeLessThan(valueStyle!.size);
  expect(labelStyle!.color).not.toBe(valueStyle!.color);
});
