import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { test } from '../support/test';

/** The demo's person paid under a ГПХ contract (db/seed/demo-money.ts DEMO_INDIVIDUAL_EMPLOYEE) and his account. */
const KUZNETSOV = {
  lastName: 'Кузнецов',
  firstName: 'Игорь',
  middleName: 'Валерьевич',
  inn: '772612345619',
  account: '40817810138000045612',
  bik: '044525225',
};
/** His ИНН with the last check digit changed: the second row is refused with the reason. */
const BAD_INN = '772612345618';
const BAD_REASON = /неверное контрольное число/;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

async function fill(row: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await row.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
}

async function chooseMethod(page: Page, row: Locator, method: 'Карта' | 'Счёт' | 'СБП') {
  await row.getByRole('combobox', { name: 'Способ выплаты' }).click();
  await page.getByRole('option', { name: method, exact: true }).click();
}

/** Neither the page scrolls sideways (the rows are cards that fit a phone). */
async function expectNoPageSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/**
 * Issue 25: the demo company opens «Ввести вручную» from its individuals' registries, types two rows (the
 * second with a bad ИНН), sees what is missing said beside a field and the running total, creates the
 * registry and lands on its page, which follows the check to its end: one row verified, the other refused
 * with its reason.
 */
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a registry entered by hand: two rows, the check, each row's verdict (${viewport.width}×${viewport.height})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await logIn(page, DEMO_CUSTOMER_EMAIL);
    await page.goto('/payments/mass-individual-payment');
    await page.getByRole('link', { name: 'Ввести вручную' }).click();
    await page.waitForURL(/\/payments\/mass-individual-payment\/form$/);
    await expect(page.getByRole('heading', { name: 'Новый реестр выплат физлицам' })).toBeVisible();

    const first = page.getByRole('region', { name: 'Строка 1' });
    await fill(first, { Фамилия: KUZNETSOV.lastName, Имя: KUZNETSOV.firstName, Отчество: KUZNETSOV.middleName });
    // What is obviously missing is said beside the field, and nothing is sent.
    await page.getByRole('button', { name: 'Создать реестр' }).click();
    await expect(first.getByText('Укажите ИНН')).toBeVisible();
    await expect(first.getByText('Укажите сумму')).toBeVisible();
    await expect(page).toHaveURL(/\/form$/);

    await fill(first, { ИНН: KUZNETSOV.inn, 'Сумма, ₽': '1500,50' });
    await chooseMethod(page, first, 'Счёт');
    await fill(first, { 'Номер счёта': KUZNETSOV.account, БИК: KUZNETSOV.bik });

    await page.getByRole('button', { name: 'Добавить строку' }).click();
    const second = page.getByRole('region', { name: 'Строка 2' });
    await fill(second, {
      Фамилия: KUZNETSOV.lastName,
      Имя: KUZNETSOV.firstName,
      ИНН: BAD_INN,
      'Сумма, ₽': '200',
      'Номер карты': '4111111111111111',
    });
    await expect(page.getByText(/Итого: 1\s700,50 ₽/)).toBeVisible();
    if (viewport.width < 900) await expectNoPageSidewaysScroll(page);

    await page.getByRole('button', { name: 'Создать реестр' }).click();
    await page.waitForURL(new RegExp(`/payments/mass-individual-payment/${UUID}$`));
    await expect(page.getByRole('heading', { name: /^Реестр № \d+$/ })).toBeVisible();
    await expect(page.getByText(/Реестр, введённый вручную/)).toBeVisible();

    // The page follows the check until it ends; then the totals and each row's verdict.
    const totals = page.getByRole('region', { name: 'Итоги реестра' });
    await expect(totals).toBeVisible({ timeout: 60_000 });
    await expect(totals).toContainText('Строк в файле: 2');
    await expect(page.getByRole('tab', { name: 'Верные (1)' })).toBeVisible();
    await page.getByRole('tab', { name: 'С ошибками (1)' }).click();
    const rows = page.getByRole(viewport.width < 900 ? 'list' : 'table', { name: 'Строки реестра' });
    const bad = rows.locator('tr, li').filter({ hasText: BAD_REASON });
    await expect(bad).toHaveCount(1);
    await expect(bad).toContainText(BAD_INN);
    if (viewport.width < 900) await expectNoPageSidewaysScroll(page);
  });
}
