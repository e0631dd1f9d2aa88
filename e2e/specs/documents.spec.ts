/**
 * Acts and contracts end to end (issue 15, docs/decisions/documents.md «Screens»): the demo company
 * makes a contract from the platform template for its contractor Соколова, sends it and signs it with
 * its ПЭП (codes by SMS, read from the SMS sandbox); the contractor, on a phone-sized screen, finds it
 * under «Ждут подписи» and signs it with her ПЭП; the company sees it signed and downloads the zip.
 */
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { seenSms, signWithSelfNep } from '../support/self-nep';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

/** The demo company's phone (db/seed/demo.ts) and its connected contractor (db/seed/demo-money.ts). */
const COMPANY_PHONE = '+79990000100';
const SOKOLOVA = { name: 'Соколова Мария Андреевна', phone: '+79990000007' };
const TEMPLATE = 'Договор возмездного оказания услуг (ГПХ)';

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
