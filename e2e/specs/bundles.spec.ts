/**
 * Document bundles (issue 27, «Tests: Chromium»): the demo company makes a bundle of the platform act template on
 * /document-management/bundle, downloads its field template (read here with exceljs: a column per field the
 * records do not fill), fills three rows — two acts for Соколова (the demo's contractor with a ПЭП channel and the
 * FNS binding, payable as НПД) and one for an ИНН of nobody — uploads it, sees «С ошибками: 1» and the row's reason,
 * generates the two acts and signs them all with КЭП through the fake CryptoPro plug-in (one certificate, a result
 * per document). Соколова, on a 390×844 phone, opens «Пакеты документов на подпись» on /employee/documents, the
 * envelope, and signs both with one SMS code (her ПЭП issued first in place when she has none). The company then
 * makes the registry from the signed acts («Оплатить подписанные акты»), opens it and pays it: the registry ends
 * COMPLETED with both payouts DONE.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { type FakeCertificate, installCadesPluginFake, issueTestCertificate } from '../support/cadesplugin-fake';
import { nextCode, seenSms } from '../support/self-nep';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

/** The demo company's head (db/seed/demo.ts): the certificate the company signs with. */
const HEAD = {
  fio: 'Смирнова Анна Сергеевна',
  inn_company: '7719617469',
  ogrn: '1157746123457',
  organisation: 'ООО "Демо Компания"',
};
/** The demo's contractor connected to the platform in «Мой налог» (db/seed/demo-money.ts). */
const SOKOLOVA = { name: 'Соколова Мария Андреевна', inn: '770212345681', phone: '+79990000007' };
const TEMPLATE = 'Акт об оказанных услугах';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A 12-digit ИНН with right check digits: well formed, so the only thing wrong with it is that nobody has it. */
function personInn(first10: string): string {
  const digit = (digits: string, weights: number[]) =>
    String((weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0) % 11) % 10);
  const eleven = first10 + digit(first10, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  return eleven + digit(eleven, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
}
const UNKNOWN_INN = personInn('7736123456');

const cellText = (value: ExcelJS.CellValue): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * The bundle's template, filled: two acts for Соколова and one for an unknown ИНН. Every column of the file is
 * named by the template's fields (« *» on required ones); a required column this journey does not know fails it.
 */
async function fillBundleFile(templatePath: string, stamp: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(templatePath)) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Пакет документов');
  if (!sheet) throw new Error('the bundle template has no sheet «Пакет документов»');
  const columns = new Map<string, { column: number; required: boolean }>();
  sheet.getRow(1).eachCell((cell, column) => {
    const title = cellText(cell.value).trim();
    columns.set(title.replace(/\s*\*$/, ''), { column, required: title.endsWith('*') });
  });
  const rows: Record<string, string>[] = [
    {
      'ИНН исполнителя': SOKOLOVA.inn,
      'Период: с': '01.11.2026',
      'Период: по': '15.11.2026',
      'Оказанные услуги': `Вёрстка лендинга ${stamp}; Правки макета`,
      'Стоимость услуг': '1500,00',
    },
    {
      'ИНН исполнителя': SOKOLOVA.inn,
      'Период: с': '16.11.2026',
      'Период: по': '30.11.2026',
      'Оказанные услуги': `Сопровождение сайта ${stamp}`,
      'Стоимость услуг': '2 750,50',
    },
    {
      'ИНН исполнителя': UNKNOWN_INN,
      'Период: с': '01.11.2026',
      'Период: по': '30.11.2026',
      'Оказанные услуги': 'Перевод текстов',
      'Стоимость услуг': '900',
    },
  ];
  for (const [title, { required }] of columns) {
    if (required && !(title in rows[0]!)) throw new Error(`the bundle template asks for «${title}», unknown here`);
  }
  if (sheet.rowCount > 1) sheet.spliceRows(2, sheet.rowCount - 1);
  rows.forEach((values, i) => {
    const row = sheet.getRow(i + 2);
    for (const [title, value] of Object.entries(values)) {
      const found = columns.get(title);
      if (!found) throw new Error(`the bundle template has no column «${title}»`);
      row.getCell(found.column).value = value;
    }
    row.commit();
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function pageAs(
  browser: Browser,
  login: string,
  viewport: { width: number; height: number },
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Page> {
  const isMobile = viewport.width < 600;
  const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
  if (prepare) await prepare(context);
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, login);
  return page;
}

let head: FakeCertificate;

test.beforeAll(async ({ request }) => {
  head = await issueTestCertificate(request, HEAD);
});

test('a bundle of acts from the field template: КЭП for all by the company, one code on a phone by the contractor, the signed acts paid', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = String(Date.now());
  const bundleName = `Акты за ноябрь ${stamp}`;
  const company = await pageAs(browser, DEMO_CUSTOMER_EMAIL, { width: 1366, height: 768 }, (context) =>
    installCadesPluginFake(context, { certificates: [head] }),
  );

  // A bundle of the platform's act: its price and services are typed in the file, so the file is the only way.
  await company.goto('/document-management/bundle');
  await expect(company.getByRole('heading', { name: 'Пакеты документов' })).toBeVisible();
  await company.getByRole('button', { name: 'Создать пакет' }).click();
  const create = company.getByRole('dialog', { name: 'Новый пакет документов' });
  await create.getByLabel('Название пакета').fill(bundleName);
  await create.getByRole('combobox', { name: 'Шаблон' }).click();
  await company.getByRole('option', { name: TEMPLATE, exact: true }).click();
  await expect(create.getByText(/В шаблоне есть поля, которые заполняет компания/)).toBeVisible();
  await create.getByRole('button', { name: 'Создать пакет' }).click();
  await company.waitForURL(new RegExp(`/document-management/bundle/${UUID}$`));
  const bundlePath = new URL(company.url()).pathname;
  await expect(company.getByRole('heading', { name: /^Пакет № \d+$/ })).toBeVisible();
  await expect(company.getByText(bundleName)).toBeVisible();

  // «Скачать шаблон»: the .xlsx of the template's fields, filled with three rows, one of them for nobody.
  const templateDownload = company.waitForEvent('download');
  await company.getByRole('button', { name: 'Скачать шаблон' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
  const filled = await fillBundleFile(await template.path(), stamp);
  const imports = company.locator('section').filter({
    has: company.getByRole('heading', { name: 'Исполнители и поля документов' }),
  });
  await imports.locator('input[type="file"]').setInputFiles({
    name: `Акты ${stamp}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: filled,
  });
  await expect(imports.getByText('Строк в файле: 3. Без ошибок: 2. С ошибками: 1.')).toBeVisible({ timeout: 30_000 });
  const rows = company.getByRole('table', { name: 'Строки файла' });
  const bad = rows.getByRole('row').filter({ hasText: `исполнитель с ИНН ${UNKNOWN_INN} не найден` });
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText('среди исполнителей компании');
  await expect(rows.getByRole('row').filter({ hasText: SOKOLOVA.name })).toHaveCount(2);

  // «Сформировать документы (2)»: the good rows become two acts; the page follows the job to its end.
  await company.getByRole('button', { name: 'Сформировать документы (2)' }).click();
  await expect(company.getByText('Сформировано документов: 2.', { exact: true })).toBeVisible({ timeout: 60_000 });
  const documents = company.getByRole('table', { name: 'Документы пакета' });
  await expect(documents.getByRole('row').filter({ hasText: SOKOLOVA.name })).toHaveCount(2);

  // «Подписать все»: the summary, КЭП, one certificate for both, a result per document.
  await company.getByRole('button', { name: 'Подписать все' }).click();
  const sign = company.getByRole('dialog', { name: 'Подписать документы пакета' });
  await expect(sign.getByText('Документов на подпись: 2')).toBeVisible();
  await expect(sign.getByText(`Исполнители (1): ${SOKOLOVA.name}`)).toBeVisible();
  await expect(sign.getByText('Стоимость услуг: 4 250,50 ₽')).toBeVisible();
  await expect(sign.getByRole('radio', { name: 'КЭП' })).toBeChecked();
  await sign.getByRole('button', { name: 'Подписать КЭП' }).click();
  await expect(sign.getByText('Выберите сертификат — им будут подписаны все документы.')).toBeVisible();
  await expect(sign.getByRole('radio', { name: new RegExp(HEAD.fio) })).toBeChecked();
  const signedByKep: string[] = [];
  company.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith(`${bundlePath.split('/').pop()}/sign_kep`))
      signedByKep.push(String(response.status()));
  });
  await sign.getByRole('button', { name: 'Подписать КЭП' }).click();
  await expect(sign.getByRole('status')).toContainText('Подписано документов: 2.');
  await expect(sign.getByRole('status')).not.toContainText('Не подписано');
  // One POST a document, each answered on its own.
  expect(signedByKep).toEqual(['200', '200']);
  await sign.getByRole('button', { name: 'Закрыть' }).click();
  await expect(sign).toBeHidden();
  await expect(company.getByLabel('Документы пакета по группам')).toContainText('Ждут подписи исполнителя: 2');
  await expect(documents.getByRole('row').filter({ hasText: 'Ждут подписи исполнителя' })).toHaveCount(2);

  // Соколова, on a phone: the envelope on /employee/documents, both acts signed with one code.
  const seen = await seenSms(company.request);
  const contractor = await pageAs(browser, SOKOLOVA.phone, { width: 390, height: 844 });
  await contractor.goto('/employee/documents');
  const envelopes = contractor.getByRole('list', { name: 'Пакеты документов на подпись' });
  const envelope = envelopes.getByRole('listitem').filter({ hasText: bundleName });
  await expect(envelope).toContainText('ООО');
  await expect(envelope).toContainText(/Ждут вашей подписи: 2/);
  await envelope.getByRole('link', { name: 'Открыть и подписать' }).click();
  await contractor.waitForURL(new RegExp(`/employee/documents/bundle/${UUID}$`));
  await expect(contractor.getByRole('heading', { name: bundleName })).toBeVisible();
  await contractor.getByRole('button', { name: 'Подписать все (2)' }).click();
  // Without an issued ПЭП it is issued here first (its own code, once in her life); then one code signs the envelope.
  const issueStep = contractor.getByText('Шаг 1 из 2: выпуск подписи');
  const signStep = contractor.getByText(/Один код подпишет простой электронной подписью 2 документа пакета/);
  await expect(issueStep.or(signStep)).toBeVisible();
  if (await issueStep.isVisible()) {
    await contractor.getByRole('checkbox', { name: /принимаю его условия/ }).check();
    const sms = contractor.getByRole('radio', { name: /СМС|SMS/i });
    if (await sms.isVisible()) await sms.check();
    await contractor.getByRole('button', { name: 'Получить код' }).click();
    await contractor.getByLabel('Код подтверждения').fill(await nextCode(contractor.request, SOKOLOVA.phone, seen));
    await contractor.getByRole('button', { name: 'Выпустить подпись' }).click();
    await expect(contractor.getByText('Шаг 2 из 2: подпись документов')).toBeVisible();
  }
  await expect(signStep).toBeVisible();
  await contractor.getByRole('button', { name: 'Получить код' }).click();
  await expect(contractor.getByText(/Код отправлен в СМС на номер/)).toBeVisible();
  await contractor.getByLabel('Код подтверждения').fill(await nextCode(contractor.request, SOKOLOVA.phone, seen));
  await contractor.getByRole('button', { name: 'Подписать', exact: true }).click();
  const outcome = contractor.getByRole('alert', { name: 'Итог подписания' });
  await expect(outcome).toContainText('Подписано: 2 документа');
  await expect(outcome.getByRole('listitem').filter({ hasText: /— подписан$/ })).toHaveCount(2);
  await expect(contractor.getByRole('button', { name: /^Подписать все/ })).toHaveCount(0);
  await expect(contractor.getByText('Подписано 2 из 2').first()).toBeVisible();
  await contractor.goto('/employee/documents');
  await expect(contractor.getByRole('list', { name: 'Пакеты документов на подпись' })).toHaveCount(0);

  // The company: both acts signed, «Оплатить подписанные акты» makes the registry of them.
  await company.reload();
  await expect(company.getByLabel('Документы пакета по группам')).toContainText('Подписаны: 2');
  await company.getByRole('button', { name: 'Оплатить подписанные акты' }).click();
  const pay = company.getByRole('dialog', { name: 'Оплатить подписанные акты' });
  await expect(pay).toContainText('подписанные обеими сторонами (2 акта)');
  await pay.getByRole('button', { name: 'Создать реестр' }).click();
  const made = pay.getByRole('list', { name: 'Созданные реестры' }).getByRole('listitem');
  await expect(made).toHaveCount(1);
  await expect(made).toContainText(/^Реестр № \d+ выплат самозанятым: 2 акта/);
  await expect(pay.getByRole('list', { name: 'Не вошли в реестр' })).toHaveCount(0);
  const number = ((await made.innerText()).match(/Реестр № (\d+)/) ?? [])[1]!;
  await made.getByRole('link', { name: `Открыть реестр № ${number}` }).click();
  await company.waitForURL(new RegExp(`/payments/mass-payment/${UUID}$`));
  const registryId = new URL(company.url()).pathname.split('/').pop()!;
  await expect(company.getByRole('heading', { name: `Реестр № ${number}` })).toBeVisible();
  await expect(company.getByRole('region', { name: 'Итоги реестра' })).toBeVisible({ timeout: 30_000 });

  // Paying it, as a registry from a file is paid: the confirmation, the bank, «выплачено 2 из 2».
  await company.getByRole('button', { name: 'Оплатить реестр' }).click();
  const confirm = company.getByRole('dialog', { name: `Оплатить реестр № ${number}?` });
  await expect(confirm).toContainText(/Верных строк\s*2/);
  await expect(confirm).toContainText('4 250,50 ₽');
  await confirm.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(company.getByText(`Реестр № ${number}: выплачено 2 из 2`)).toBeVisible({ timeout: 180_000 });
  await expect(company.getByText('Оплачен', { exact: true })).toBeVisible();
  await company.getByRole('tab', { name: 'Выплаты созданы' }).click();
  await expect(
    company.getByRole('table', { name: 'Строки реестра' }).getByRole('link', { name: /^Выплата № \d+$/ }),
  ).toHaveCount(2);

  // The registry COMPLETED, both payouts DONE (the registry's answer counts the DONE payouts as paid).
  const registry = (await (await company.request.get(`/v1/mass_payout/${registryId}`)).json()) as {
    status: string;
    payment: { rows_total: number; rows_paid: number; rows_failed: number } | null;
  };
  expect(registry.status).toBe('COMPLETED');
  expect(registry.payment).toMatchObject({ rows_total: 2, rows_paid: 2, rows_failed: 0 });

  await company.context().close();
  await contractor.context().close();
});
