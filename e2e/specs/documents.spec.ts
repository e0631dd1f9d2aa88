/**
 * Acts and contracts end to end (issue 15, docs/decisions/documents.md «Screens»): the demo company
 * makes a contract from the platform template for its contractor Соколова, sends it and signs it with
 * its ПЭП (codes by SMS, read from the SMS sandbox); the contractor, on a phone-sized screen, finds it
 * under «Ждут подписи» and signs it with her ПЭП; the company sees it signed and downloads the zip.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import JSZip from 'jszip';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

type Sms = { id: string; to: string; text: string };

/** The demo company's phone (db/seed/demo.ts) and its connected contractor (db/seed/demo-money.ts). */
const COMPANY_PHONE = '+79990000100';
const SOKOLOVA = { name: 'Соколова Мария Андреевна', phone: '+79990000007' };
const TEMPLATE = 'Договор возмездного оказания услуг (ГПХ)';

/** The newest SMS to `phone` not seen before (the sandbox keeps the newest first); its 6-digit code. */
async function nextCode(request: APIRequestContext, phone: string, seen: Set<string>): Promise<string> {
  let found: Sms | undefined;
  await expect
    .poll(async () => {
      const { items } = (await (await request.get('/sandbox/sms/messages')).json()) as { items: Sms[] };
      found = items.find((m) => m.to === phone && !seen.has(m.id) && /\b\d{6}\b/.test(m.text));
      return Boolean(found);
    })
    .toBe(true);
  seen.add(found!.id);
  return found!.text.match(/\b(\d{6})\b/)![1]!;
}

/** Every SMS already in the sandbox, so that a code of an earlier journey is never taken for ours. */
async function seenSms(request: APIRequestContext): Promise<Set<string>> {
  const { items } = (await (await request.get('/sandbox/sms/messages')).json()) as { items: Sms[] };
  return new Set(items.map((m) => m.id));
}

/**
 * «Подписать ПЭП» → (the ПЭП issued first when the person has none: accept its agreement, a code) →
 * a code by SMS → «Подписать».
 */
async function signWithSelfNep(page: Page, phone: string, seen: Set<string>) {
  await page.getByRole('button', { name: 'Подписать ПЭП' }).click();
  await expect(page.getByRole('button', { name: 'Получить код' })).toBeVisible();
  const accept = page.getByRole('checkbox', { name: /принимаю его условия/ });
  if (await accept.isVisible()) {
    await accept.check();
    await page.getByRole('button', { name: 'Получить код' }).click();
    await page.getByLabel('Код подтверждения').fill(await nextCode(page.request, phone, seen));
    await page.getByRole('button', { name: 'Выпустить подпись' }).click();
    await expect(page.getByRole('button', { name: 'Получить код' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText(/Код отправлен в СМС на номер/)).toBeVisible();
  await page.getByLabel('Код подтверждения').fill(await nextCode(page.request, phone, seen));
  await page.getByRole('button', { name: 'Подписать', exact: true }).click();
  await expect(page.getByText('Документ подписан')).toBeVisible();
}

test('a contract from the platform template: the company sends and signs it with ПЭП, the contractor signs it on a phone, the company downloads the signed zip', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  const seen = await seenSms(page.request);

  // The company: the template's fields as a form, the parties filled by the platform.
  await page.goto('/document-management/single');
  await page.getByLabel('Исполнитель').fill('Соколова');
  await page.getByRole('option', { name: new RegExp(SOKOLOVA.name) }).click();
  await page.getByRole('combobox', { name: 'Шаблон' }).click();
  await page.getByRole('option', { name: TEMPLATE }).click();
  await expect(page.getByText(/Поля, которые заполнит платформа/)).toBeVisible();
  await page.getByLabel('Услуги (предмет договора)').fill('Разработка и сопровождение сайта компании');
  await page.getByLabel('Цена услуг, ₽').fill('15000,50');
  await expect(page.getByLabel('Цена услуг, ₽')).toHaveValue('15 000,50');
  await page.getByLabel('Начало оказания услуг').fill('01122026');
  await page.getByLabel('Окончание оказания услуг').fill('31122026');
  await page.getByRole('button', { name: 'Создать документ' }).click();

  const drawer = page.getByRole('dialog', { name: new RegExp(`^${TEMPLATE.replace(/[()]/g, '\\$&')} № \\d+$`) });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Черновик', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: /\.pdf$/ })).toBeVisible();
  await expect(drawer.getByRole('list', { name: 'История' }).getByText('Документ создан')).toBeVisible();

  await drawer.getByRole('button', { name: 'Отправить на подпись' }).click();
  await expect(drawer.getByText('Ожидает подписи компании', { exact: true })).toBeVisible();
  // КЭП is offered beside the ПЭП (its journey: kep.spec.ts).
  await expect(drawer.getByRole('button', { name: 'Подписать КЭП' })).toBeVisible();
  await signWithSelfNep(page, COMPANY_PHONE, seen);
  await expect(drawer.getByText('Ожидает подписи исполнителя', { exact: true })).toBeVisible();
  await expect(drawer.getByText(/Подписан компанией/)).toBeVisible();

  // The link for the contractor opens the document's page.
  await drawer.getByRole('button', { name: 'Ссылка для исполнителя' }).click();
  const link = (await drawer.getByText(/\/employee\/documents\/[0-9a-f-]{36}/).textContent()) ?? '';
  const documentPath = new URL(link.trim()).pathname;

  // The contractor, on a phone: «Ждут подписи» first, the PDF, ПЭП by SMS.
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const contractor = await phoneContext.newPage();
  await contractor.goto('/login');
  await logIn(contractor, SOKOLOVA.phone);
  await contractor.goto('/employee/documents');
  const waiting = contractor.getByRole('region', { name: 'Ждут подписи' });
  await expect(waiting.getByText(new RegExp(`^${TEMPLATE.replace(/[()]/g, '\\$&')} № \\d+$`))).toBeVisible();
  await waiting.getByRole('link', { name: 'Открыть и подписать' }).first().click();
  await expect(contractor).toHaveURL(new RegExp(`${documentPath}$`));
  await expect(contractor.getByText('Ожидает подписи исполнителя', { exact: true }).first()).toBeVisible();
  await signWithSelfNep(contractor, SOKOLOVA.phone, seen);
  await expect(contractor.getByText('Подписан', { exact: true }).first()).toBeVisible();
  await expect(contractor.getByText(/Подписан исполнителем/)).toBeVisible();
  await phoneContext.close();

  // The company: SIGNED in its list, and the zip with both signatures' records.
  await page.reload();
  const row = page
    .getByRole('table', { name: 'Документы' })
    .getByRole('row')
    .filter({ hasText: SOKOLOVA.name })
    .first();
  await expect(row.getByText('Подписан', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: TEMPLATE }).click();
  const reopened = page.getByRole('dialog');
  await expect(reopened.getByText('Подписан', { exact: true }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await reopened.getByRole('button', { name: 'Скачать архив' }).click();
  const zipFile = await download;
  expect(zipFile.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await JSZip.loadAsync(await readFile(await zipFile.path()));
  const names = Object.keys(zip.files);
  expect(names.some((n) => /^подписи\/.*компания.*ПЭП\.json$/.test(n))).toBe(true);
  expect(names.some((n) => /^подписи\/.*исполнитель.*ПЭП\.json$/.test(n))).toBe(true);
  expect(names.some((n) => /№ \d+\.pdf$/.test(n))).toBe(true);
});
