import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { test } from '../support/test';

/** The demo's contractor connected to the platform in «Мой налог» (db/seed/demo-money.ts). */
const SOKOLOVA = {
  lastName: 'Соколова',
  firstName: 'Мария',
  middleName: 'Андреевна',
  inn: '770212345681',
  phone: '+79990000007',
};
/** Her ИНН with the last check digit changed: the one bad row of five. */
const BAD_INN = '770212345680';
const BAD_REASON = /неверное контрольное число/;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const cellText = (value: ExcelJS.CellValue): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The header of the sheet's first row, by column number. */
function headerOf(sheet: ExcelJS.Worksheet): Map<string, number> {
  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => header.set(cellText(cell.value).trim(), column));
  return header;
}

/** The template the portal gave, filled with five rows of the demo's contractor, the fifth with a bad ИНН. */
async function fillTemplate(templatePath: string, stamp: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(templatePath)) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Выплаты');
  if (!sheet) throw new Error('the template has no sheet «Выплаты»');
  const header = headerOf(sheet);
  if (sheet.rowCount > 1) sheet.spliceRows(2, sheet.rowCount - 1);
  for (let i = 0; i < 5; i += 1) {
    const values: Record<string, string> = {
      '№': String(i + 1),
      Фамилия: SOKOLOVA.lastName,
      Имя: SOKOLOVA.firstName,
      Отчество: SOKOLOVA.middleName,
      ИНН: i === 4 ? BAD_INN : SOKOLOVA.inn,
      'Тип исполнителя': 'НПД',
      'Сумма, руб.': `${101 + i},50`,
      'Наименование услуги (текст чека)': `Вёрстка страницы ${i + 1}, заказ ${stamp}`,
      'Способ выплаты': 'Карта',
      'Номер карты': '4111111111111111',
    };
    const row = sheet.getRow(i + 2);
    for (const [title, value] of Object.entries(values)) {
      const column = header.get(title);
      if (column === undefined) throw new Error(`the template has no column «${title}»`);
      row.getCell(column).value = value;
    }
    row.commit();
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Neither the page scrolls sideways (a phone has cards, not a table). */
async function expectNoPageSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Every text of the sheets of a workbook, joined: what a person reading the file would find in it. */
async function workbookText(path: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const texts: string[] = [];
  for (const sheet of book.worksheets) {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        texts.push(cellText(cell.value));
      });
    });
  }
  return texts.join('\n');
}

/**
 * Issue 25: the demo company downloads the registry template, fills five rows (one with a bad ИНН) and uploads
 * it; the registry's page follows the check, the bad row says why, and the error file carries the reason in
 * its «Ошибка» column. Then it pays the registry: the mode «Оплатить только верные строки», «Оплатить реестр»,
 * the confirmation with the totals and the mode, the payment's progress, «Реестр № N: выплачено 4 из 4», the rows' payouts and the result report.
 */
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a registry from the template: upload, check, the bad row's reason, the error file, paying it and the result report (${viewport.width}×${viewport.height})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(360_000);
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await logIn(page, DEMO_CUSTOMER_EMAIL);
    await page.goto('/payments/mass-payment');
    await expect(page.getByRole('heading', { name: 'Массовые выплаты самозанятым' })).toBeVisible();
    const uploadZone = page.getByRole('region', { name: 'Загрузка реестра' });

    const templateDownload = page.waitForEvent('download');
    await uploadZone.getByRole('button', { name: 'Скачать шаблон' }).click();
    const template = await templateDownload;
    expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
    const stamp = `${viewport.width}-${Date.now()}`;
    const filled = await fillTemplate(await template.path(), stamp);

    // Every answer about the registry, the upload's own included: the import's way from NEW to ACTIVATED.
    const seen: string[] = [];
    page.on('response', async (response) => {
      if (!/\/v1\/mass_payout\/(import_file|[0-9a-f-]{36})$/.test(new URL(response.url()).pathname)) return;
      if (!['POST', 'GET'].includes(response.request().method())) return;
      const body = (await response.json().catch(() => null)) as { import?: { status: string } } | null;
      if (body?.import) seen.push(body.import.status);
    });
    // The progress a person sees, however briefly five rows take: caught on any change of the page.
    await page.evaluate(() => {
      const shows = () =>
        /Файл в очереди на проверку|Читаем файл|Проверено \d+ из \d+ строк/.test(document.body.innerText);
      const seenOnPage = window as unknown as { __progressShown?: boolean };
      new MutationObserver(() => {
        if (shows()) seenOnPage.__progressShown = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await uploadZone.locator('input[type="file"]').setInputFiles({
      name: `Реестр ${stamp}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: filled,
    });
    await page.waitForURL(new RegExp(`/payments/mass-payment/${UUID}$`));
    await expect(page.getByRole('heading', { name: /^Реестр № \d+$/ })).toBeVisible();
    await expect(page.getByText(`Реестр ${stamp}.xlsx`)).toBeVisible();

    // The page followed the import until it ended, then the progress made way for the totals.
    const totals = page.getByRole('region', { name: 'Итоги реестра' });
    await expect(totals).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { __progressShown?: boolean }).__progressShown)).toBe(true);
    expect(seen[0]).toBe('NEW');
    expect(seen.at(-1)).toBe('ACTIVATED');
    await expect(page.getByRole('progressbar', { name: 'Ход проверки реестра' })).toBeHidden();
    await expect(totals).toContainText('Строк в файле: 5');
    await expect(page.getByRole('tab', { name: 'Верные (4)' })).toBeVisible();

    // The bad row and its reason, among the rows with errors.
    await page.getByRole('tab', { name: 'С ошибками (1)' }).click();
    const rows = page.getByRole(viewport.width < 900 ? 'list' : 'table', { name: 'Строки реестра' });
    const bad = rows.locator('tr, li').filter({ hasText: BAD_REASON });
    await expect(bad).toHaveCount(1);
    await expect(bad).toContainText(BAD_INN);
    await expect(bad).toContainText('С ошибкой');
    if (viewport.width < 900) await expectNoPageSidewaysScroll(page);

    // The error file: the same rows with «Ошибка» filled on the bad one only.
    const reportDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать файл с ошибками' }).click();
    const report = await reportDownload;
    expect(report.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(await report.path())) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('the error report has no sheet');
    const header = headerOf(sheet);
    const errorColumn = header.get('Ошибка');
    const innColumn = header.get('ИНН');
    expect(errorColumn).toBeDefined();
    expect(innColumn).toBeDefined();
    const lines: { inn: string; error: string }[] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      lines.push({
        inn: cellText(row.getCell(innColumn as number).value),
        error: cellText(row.getCell(errorColumn as number).value),
      });
    });
    expect(lines).toHaveLength(5);
    const badLine = lines.find((line) => line.inn === BAD_INN);
    expect(badLine?.error).toMatch(BAD_REASON);
    for (const line of lines.filter((l) => l.inn !== BAD_INN)) expect(line.error).toBe('');

    // Paying: the confirmation names the totals and the mode; the page shows the payment's progress (the pay
    // call's own answer is its first step) and follows it to its end.
    const number = (await page.getByRole('heading', { name: /^Реестр № \d+$/ }).innerText()).replace(/\D/g, '');
    await page.evaluate(() => {
      const shows = () =>
        /Проверяем строки перед оплатой|Создаём выплаты|Отправляем реестр в банк|Банк проводит выплаты/.test(
          document.body.innerText,
        );
      const seenOnPage = window as unknown as { __payProgressShown?: boolean };
      new MutationObserver(() => {
        if (shows()) seenOnPage.__payProgressShown = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // A new registry refuses to pay while a row is bad («Не оплачивать, если есть ошибки»): pay the good ones.
    const modeSaved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        new RegExp(`/v1/mass_payout/${UUID}$`).test(new URL(response.url()).pathname),
    );
    await page.getByRole('radio', { name: 'Оплатить только верные строки' }).check();
    expect((await modeSaved).status()).toBe(200);
    await page.getByRole('button', { name: 'Оплатить реестр' }).click();
    const confirm = page.getByRole('dialog', { name: `Оплатить реестр № ${number}?` });
    await expect(confirm).toContainText('К выплате исполнителям');
    await expect(confirm).toContainText(/Верных строк\s*4/);
    await expect(confirm).toContainText('Режим: «Оплатить только верные строки»');
    await confirm.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(`Реестр № ${number}: выплачено 4 из 4`)).toBeVisible({ timeout: 180_000 });
    expect(await page.evaluate(() => (window as unknown as { __payProgressShown?: boolean }).__payProgressShown)).toBe(
      true,
    );
    await expect(page.getByText('Оплачен', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Оплатить реестр' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Удалить реестр' })).toHaveCount(0);

    // Each paid row names its payout, which opens on the payouts page.
    await page.getByRole('tab', { name: 'Выплаты созданы' }).click();
    await expect(rows.getByRole('link', { name: /^Выплата № \d+$/ })).toHaveCount(4);
    if (viewport.width < 900) await expectNoPageSidewaysScroll(page);

    // The result report: the paid rows with their contractor.
    const resultDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать отчёт о выплате' }).click();
    const result = await resultDownload;
    expect(result.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(await workbookText(await result.path())).toContain(SOKOLOVA.inn);

    // /processes: the registry's import and its payment, each finished.
    await page.goto('/processes');
    const processes = page.getByRole('main');
    await expect(processes.getByText(new RegExp(`Загрузка реестра № ${number} выплат самозанятым`))).toBeVisible();
    await expect(processes.getByText(`Оплата реестра № ${number}`, { exact: true })).toBeVisible();

    // The contractor sees each payout of the registry with its receipt registered in «Мой налог».
    if (viewport.width < 900) return;
    const contractorContext = await browser.newContext();
    const contractor = await contractorContext.newPage();
    await contractor.setViewportSize(viewport);
    await contractor.goto('/login');
    await logIn(contractor, SOKOLOVA.phone);
    await contractor.goto('/employee/payments');
    const list = contractor.getByRole('table');
    for (let i = 0; i < 4; i += 1) {
      const line = list.getByRole('row').filter({ hasText: `Вёрстка страницы ${i + 1}, заказ ${stamp}` });
      await expect(line).toContainText('Выплачено');
      // The receipts are registered by a job after the payouts are paid: the page shows them on a reload.
      await expect(async () => {
        await contractor.reload();
        await expect(line).toBeVisible({ timeout: 15_000 });
        await expect(line).toContainText('Зарегистрирован', { timeout: 1_000 });
      }).toPass({ timeout: 120_000, intervals: [1_000, 2_000, 5_000] });
    }
    await contractorContext.close();
  });
}
