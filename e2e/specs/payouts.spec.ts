import { expect, type Page } from '@playwright/test';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { test } from '../support/test';

/** The demo's contractor connected to the platform in «Мой налог» (db/seed/demo-money.ts). */
const CONNECTED = { name: 'Соколова Мария Андреевна', phone: '+79990000007' };
/** The demo company as its bank knows it (db/seed/demo.ts): the statement reader matches an arrival by this ИНН. */
const DEMO_PAYER = { inn: '7719617469', name: 'ООО "Демо Компания"', account: '40702810700380000001' };
const TOP_UP_KOPECKS = 2_500_000n;

const kopecksOf = (amount: string) => BigInt(amount.replace('.', ''));
/** «1 057 090,00 ₽» as the page writes it (no-break spaces between thousands). */
const shown = (kopecks: bigint) => {
  const rubles = (kopecks / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
  return new RegExp(`^${rubles},${(kopecks % 100n).toString().padStart(2, '0')}\\s₽$`);
};

/** The header's link to the balance page: «Баланс: 1 057 090,00 ₽». */
const headerShown = (kopecks: bigint) => new RegExp(`^Баланс:\\s${shown(kopecks).source.slice(1)}`);

async function availableKopecks(page: Page): Promise<bigint> {
  const res = await page.request.get('/v1/balance');
  expect(res.ok()).toBe(true);
  return kopecksOf(((await res.json()) as { available: string }).available);
}

/**
 * The company reads the nominal account's requisites and purpose line on /profile/balance, pays them in
 * on the bank sandbox's page («Пополнить»), comes back and sees the arrival credited by the statement
 * job (read every 2 s in the journeys: BANK_STATEMENT_POLL_SECONDS) — on the balance, in the header and as an operation.
 */
async function topUpInTheBankSandbox(page: Page) {
  await page.goto('/profile/balance');
  const figures = page.getByLabel('Баланс', { exact: true }).getByRole('definition');
  await expect(figures.first()).toBeVisible();
  const before = await availableKopecks(page);
  await expect(figures.first()).toHaveText(shown(before));
  // The header shows the same available money (issue 24.8, docs/decisions/balance.md).
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: headerShown(before) })).toBeVisible();

  await page.getByRole('button', { name: 'Пополнить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' });
  const purpose = (await dialog.getByRole('definition').last().textContent()) ?? '';
  expect(purpose).toMatch(/^Пополнение баланса по договору № НС-[0-9A-F]{8} ИНН 7719617469/);
  await expect(
    dialog
      .getByRole('definition')
      .filter({ hasText: /^\d{20}$/ })
      .first(),
  ).toBeVisible();
  await expect(
    dialog.getByText('Зачисление появится на балансе в течение минуты после поступления денег на счёт.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  // The bank's page in another tab; the balance page stays open, never reloaded (issue 24.8).
  const bank = await page.context().newPage();
  await bank.goto('/sandbox/bank');
  await bank.getByLabel('ИНН плательщика').fill(DEMO_PAYER.inn);
  await bank.getByLabel('Наименование плательщика').fill(DEMO_PAYER.name);
  await bank.getByLabel('Счёт плательщика').fill(DEMO_PAYER.account);
  await bank.getByLabel('Сумма, ₽').fill('25 000,00');
  await bank.getByLabel('Назначение платежа').fill(purpose);
  await bank.getByRole('button', { name: 'Пополнить' }).click();
  await expect(bank.getByRole('row').filter({ hasText: purpose }).filter({ hasText: 'Поступление' })).toBeVisible();
  await bank.close();

  // The statement job credits the arrival within its period; the open page asks again and shows it, no reload.
  const after = before + TOP_UP_KOPECKS;
  await page.bringToFront();
  await expect(figures.first()).toHaveText(shown(after), { timeout: 30_000 });
  await expect(header.getByRole('link', { name: headerShown(after) })).toBeVisible();
  const operations = page.getByRole('table', { name: 'Операции по балансу' });
  await expect(
    operations
      .getByRole('row')
      .filter({ hasText: `Пополнение от ${DEMO_PAYER.name}` })
      .filter({ hasText: /\+\s25\s000,00/ }),
  ).toBeVisible();
}

test('the demo company tops up in the bank sandbox, pays its connected contractor as НПД: checklist, payout DONE with a receipt, the contractor sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  await topUpInTheBankSandbox(page);
  await page.goto('/payments/npd/single');

  const form = page.getByRole('form', { name: 'Выплата' });
  await form.getByLabel('Исполнитель').fill('Соколова');
  await page.getByRole('option', { name: new RegExp(CONNECTED.name) }).click();
  await form.getByLabel('Сумма, ₽').fill('1500');
  await form.getByLabel('За что').fill('Разработка макета сайта');

  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(form.getByText('Все проверки пройдены')).toBeVisible();
  await form.getByRole('button', { name: 'Все проверки' }).click();
  await expect(form.getByRole('listitem').filter({ hasText: 'НПД' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Выплатить' }).click();
  const drawer = page.getByRole('dialog', { name: /Выплата № \d+/ });
  await expect(drawer).toBeVisible();
  // The bank pays and FNS registers the receipt in the sandboxes: the drawer follows the payout.
  await expect(drawer.getByText('Выплачено').first()).toBeVisible({ timeout: 60_000 });
  const openReceipt = drawer.getByRole('link', { name: 'Открыть чек' });
  await expect(openReceipt).toBeVisible({ timeout: 60_000 });
  // The receipt (the FNS sandbox's own page in embedded mode) and the card agree: the same money, the same
  // Moscow time (issue 24.7).
  const paidAt =
    (await drawer
      .getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} МСК$/)
      .last()
      .textContent()) ?? '';
  expect(paidAt).not.toBe('');
  const [receipt] = await Promise.all([page.context().waitForEvent('page'), openReceipt.click()]);
  await expect(receipt).toHaveURL(/\/sandbox\/fns\/receipt\/\d{12}\/[0-9a-z]+\/print$/);
  await expect(receipt.getByText(/Итого: 1\s500,00\s₽/)).toBeVisible();
  await expect(receipt.getByText(paidAt, { exact: true })).toBeVisible();
  await receipt.close();
  await expect(page.getByText(/^Выплата № \d+: выплачено$/)).toBeVisible();

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
  await form.getByRole('button', { name: 'Все проверки' }).click();

  await expect(form.getByText('НДФЛ (13 %)')).toBeVisible();
  await expect(form.getByText(/^1\s300,00\s₽$/)).toBeVisible();
  await expect(form.getByText('К выплате на руки')).toBeVisible();
  await expect(form.getByText(/^8\s700,00\s₽$/)).toBeVisible();
});
