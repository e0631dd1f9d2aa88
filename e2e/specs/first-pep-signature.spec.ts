/**
 * The first ПЭП signature (issue 24.5): the ГПХ contractor Кузнецов, who has no ПЭП yet, opens a
 * contract on a phone and is told up front that signing takes two codes — one issues the ПЭП, one signs;
 * a second contract, on a desktop, takes one code; a code asked for again too soon shows the seconds left
 * («Отправить код повторно через N с») from the API's answer, and the code already sent still signs.
 */
import type { Browser, Page } from '@playwright/test';
import { nextCode, seenSms, signWithSelfNep } from '../support/self-nep';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

const COMPANY_PHONE = '+79990000100';
const KUZNETSOV = { name: 'Кузнецов Игорь Валерьевич', phone: '+79990000008' };
const TEMPLATE = 'Договор возмездного оказания услуг (ГПХ)';

/** The demo company makes a contract for Кузнецов, sends it and signs it; answers the contractor's page. */
async function contractAwaitingKuznetsov(page: Page, seen: Set<string>): Promise<string> {
  await page.goto('/document-management/single');
  await page.getByLabel('Исполнитель').fill('Кузнецов');
  await page.getByRole('option', { name: new RegExp(KUZNETSOV.name) }).click();
  await page.getByRole('combobox', { name: 'Шаблон' }).click();
  await page.getByRole('option', { name: TEMPLATE }).click();
  await page.getByLabel('Услуги (предмет договора)').fill('Консультации по бухгалтерскому учёту');
  await page.getByLabel('Цена услуг, ₽').fill('20000');
  await page.getByLabel('Начало оказания услуг').fill('01122026');
  await page.getByLabel('Окончание оказания услуг').fill('31122026');
  await page.getByRole('button', { name: 'Создать документ' }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^${TEMPLATE.replace(/[()]/g, '\\$&')} № \\d+$`) });
  await drawer.getByRole('button', { name: 'Отправить на подпись' }).click();
  await expect(drawer.getByText('Ожидает подписи компании', { exact: true })).toBeVisible();
  await signWithSelfNep(page, COMPANY_PHONE, seen);
  await expect(drawer.getByText('Ожидает подписи исполнителя', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Ссылка для исполнителя' }).click();
  const link = (await drawer.getByText(/\/employee\/documents\/[0-9a-f-]{36}/).textContent()) ?? '';
  return new URL(link.trim()).pathname;
}

async function contractorPage(browser: Browser, viewport: { width: number; height: number }, isMobile: boolean) {
  const context = await browser.newContext({ viewport, hasTouch: isMobile, isMobile });
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, KUZNETSOV.phone);
  return page;
}

test('the first ПЭП signature says it takes two codes (390×844); the next takes one, and a code asked too soon counts down (1366×768)', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  const seen = await seenSms(page.request);
  const first = await contractAwaitingKuznetsov(page, seen);
  const second = await contractAwaitingKuznetsov(page, seen);

  // On a phone, with no ПЭП: two codes, said before the first is asked for.
  const phone = await contractorPage(browser, { width: 390, height: 844 }, true);
  await phone.goto(first);
  await phone.getByRole('button', { name: 'Подписать ПЭП' }).click();
  await expect(phone.getByText(/Подписание займёт два кода/)).toBeVisible();
  await expect(phone.getByText('Шаг 1 из 2: выпуск подписи')).toBeVisible();
  await phone.getByRole('checkbox', { name: /принимаю его условия/ }).check();
  await phone.getByRole('button', { name: 'Получить код' }).click();
  await expect(phone.getByRole('button', { name: /^Отправить код повторно через \d+ с$/ })).toBeDisabled();
  await phone.getByLabel('Код подтверждения').fill(await nextCode(phone.request, KUZNETSOV.phone, seen));
  await phone.getByRole('button', { name: 'Выпустить подпись' }).click();
  await expect(phone.getByText('Шаг 2 из 2: подпись документа')).toBeVisible();
  await phone.getByRole('button', { name: 'Получить код' }).click();
  await expect(phone.getByText(/Код отправлен в СМС на номер/)).toBeVisible();
  await phone.getByLabel('Код подтверждения').fill(await nextCode(phone.request, KUZNETSOV.phone, seen));
  await phone.getByRole('button', { name: 'Подписать', exact: true }).click();
  await expect(phone.getByText('Документ подписан')).toBeVisible();
  await phone.context().close();

  // On a desktop, with the ПЭП: one code; asked for again after a reload, the wait is counted down.
  const desktop = await contractorPage(browser, { width: 1366, height: 768 }, false);
  await desktop.goto(second);
  await desktop.getByRole('button', { name: 'Подписать ПЭП' }).click();
  await expect(desktop.getByRole('button', { name: 'Получить код' })).toBeVisible();
  await expect(desktop.getByText(/два кода/)).toHaveCount(0);
  await desktop.getByRole('button', { name: 'Получить код' }).click();
  await expect(desktop.getByText(/Код отправлен в СМС на номер/)).toBeVisible();
  const code = await nextCode(desktop.request, KUZNETSOV.phone, seen);

  await desktop.reload();
  await desktop.getByRole('button', { name: 'Подписать ПЭП' }).click();
  await desktop.getByRole('button', { name: 'Получить код' }).click();
  await expect(desktop.getByText(/Код уже отправлен\. Запросить новый можно через \d+ с/)).toBeVisible();
  const resend = desktop.getByRole('button', { name: /^Отправить код повторно через \d+ с$/ });
  await expect(resend).toBeDisabled();
  const shown = Number((await resend.textContent())?.match(/(\d+) с/)?.[1]);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(60);
  // It counts: a second later it says less.
  await expect(resend).not.toHaveText(`Отправить код повторно через ${shown} с`);
  // The code sent before the reload still signs.
  await desktop.getByLabel('Код подтверждения').fill(code);
  await desktop.getByRole('button', { name: 'Подписать', exact: true }).click();
  await expect(desktop.getByText('Документ подписан')).toBeVisible();
  await desktop.context().close();
});
