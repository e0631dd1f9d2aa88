/**
 * Issue 24 (1, 6): «Выплаты» opens a working page, «База знаний» the portal's own articles, «Журнал» the
 * company's record of its actions, the chat button /help when no widget is configured — on a laptop
 * (1366×768, header links) and on a phone (390×844, the user menu), with no link out to example.ru.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

const VIEWPORTS = [
  { name: 'laptop', size: { width: 1366, height: 768 }, isPhone: false },
  { name: 'phone', size: { width: 390, height: 844 }, isPhone: true },
] as const;

/** A header link on a laptop; on a phone the same item of the user menu. */
async function openFromHeader(page: Page, name: string, isPhone: boolean) {
  if (isPhone) {
    await page.getByRole('button', { name: /^Меню пользователя/ }).click();
    await page.getByRole('menuitem', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Полезные ссылки' }).getByRole('link', { name }).click();
  }
}

/**
 * Adds a bank account to the logged-in company and removes it again, as the payments-accounts page
 * does (straight to the API): the journal then holds both, and the company's accounts are as they were.
 */
async function addAndRemoveAccount(context: BrowserContext) {
  const base = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210';
  const headers = { 'x-csrf-token': (await context.cookies()).find((c) => c.name === 'vp_csrf')?.value ?? '' };
  const added = await context.request.post(`${base}/v1/user/bank/`, {
    headers,
    data: {
      account_type: 'LEGAL_ENTITY',
      bik: '044525311',
      bank_name: 'АО "ОТП Банк"',
      corr_account: '30101810000000000311',
      account_number: '40702810300180001774',
    },
  });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  expect((await context.request.delete(`${base}/v1/user/bank/${id}/`, { headers })).status()).toBe(204);
}

for (const { name, size, isPhone } of VIEWPORTS) {
  test(`payouts, the knowledge base and the journal (${name})`, async ({ page, context }) => {
    await page.setViewportSize(size);
    await page.goto('/login');
    await logIn(page, DEMO_CUSTOMER_EMAIL);

    // «Выплаты» lands where SPEC §2 sends /payments: the working list of НПД registries, never a frame.
    await page.getByRole('tablist', { name: 'Разделы' }).getByRole('tab', { name: 'Выплаты', exact: true }).click();
    await expect(page).toHaveURL(/\/payments\/mass-payment$/);
    await expect(page.getByRole('heading', { name: 'Массовые выплаты самозанятым' })).toBeVisible();
    await expect(page.getByText('Раздел появится в ближайшем обновлении')).toHaveCount(0);
    await expect(page.locator('a[href*="example.ru"]')).toHaveCount(0);

    // The knowledge base: the list, then an article of its own address.
    await openFromHeader(page, 'База знаний', isPhone);
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'База знаний' })).toBeVisible();
    await page.getByRole('link', { name: 'Лимит дохода самозанятого: 2,4 млн ₽ в год' }).click();
    await expect(page).toHaveURL(/\/help\/npd-income-limit$/);
    await expect(page.getByText(/не больше 2 400 000 ₽ за календарный год/)).toBeVisible();
    await page.getByRole('link', { name: '← База знаний' }).click();
    await page.getByRole('link', { name: 'Что означают проверки выплаты' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Что означают проверки выплаты' })).toBeVisible();

    // The journal: this login is in it, by the company, and the kind filter reaches the server and the address.
    await openFromHeader(page, 'Журнал', isPhone);
    await expect(page).toHaveURL(/\/journal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Журнал' })).toBeVisible();
    const list = isPhone ? page.getByRole('list', { name: 'Журнал' }) : page.getByRole('table', { name: 'Журнал' });
    await expect(list.getByText('Вход в портал').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Раздел' }).click();
    await page.getByRole('option', { name: 'Входы' }).click();
    await expect(page).toHaveURL(/entity_kind=account/);
    await expect(list.getByText('Вход в портал').first()).toBeVisible();
    await expect(list.getByText('Выплата создана')).toHaveCount(0);
    await expect(
      isPhone ? list.getByText(/ООО "Демо Компания"/).first() : list.getByText('ООО "Демо Компания"').first(),
    ).toBeVisible();

    // Bank accounts are in the journal too: who added and removed one, the number masked.
    await addAndRemoveAccount(context);
    await page.getByRole('combobox', { name: 'Раздел' }).click();
    await page.getByRole('option', { name: 'Счета компании' }).click();
    await expect(page).toHaveURL(/entity_kind=bank_account/);
    await expect(list.getByText('Счёт удалён').first()).toBeVisible();
    await expect(list.getByText('Добавлен счёт').first()).toBeVisible();
    await expect(list.getByText('Счёт •• 1774, АО "ОТП Банк"').first()).toBeVisible();
    await expect(page.getByText('40702810300180001774')).toHaveCount(0);

    // No chat widget is configured here: the chat button opens the knowledge base.
    await page.getByRole('button', { name: 'Чат поддержки' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });
}
