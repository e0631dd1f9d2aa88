import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { test } from '../support/test';

/** A demo payout made a minute before the server started (db/seed/demo-payouts.ts): always in this month. */
const TODAYS_DEMO_SERVICE = 'Ведение соцсетей компании';

/**
 * Issue 28: the owner orders «Реестр выплат за период» for this month on /profile/documents/reports, waits while the
 * job builds it (the list asks again while it is in the queue or building), downloads the .xlsx and finds this
 * month's payouts in it, and opens the report's preview.
 */
test('the owner orders the payouts registry for the month, downloads it with the month’s payouts and opens its preview', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  await page.goto('/profile/documents/reports');

  await page.getByRole('button', { name: 'Заказать отчёт' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заказать отчёт' });
  await expect(dialog.getByRole('combobox', { name: /Отчёт/ })).toHaveText('Реестр выплат за период');
  await dialog.getByRole('button', { name: 'Заказать' }).click();
  await expect(page.getByText('Отчёт заказан: он появится в списке, когда сформируется')).toBeVisible();

  // Built by the job: its buttons appear once it is «Готов».
  const download = page.getByRole('button', { name: /^Скачать: Реестр выплат за период за / }).first();
  await expect(download).toBeVisible({ timeout: 120_000 });
  const downloaded = page.waitForEvent('download');
  await download.click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.getWorksheet('Реестр выплат');
  expect(sheet).toBeDefined();
  const rows: string[][] = [];
  sheet!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  const titles = rows.findIndex((cells) => cells.includes('ИНН') && cells.includes('Статус'));
  expect(titles).toBeGreaterThanOrEqual(0);
  const service = rows[titles]!.indexOf('Услуга');
  expect(rows.slice(titles + 1).some((cells) => cells[service] === TODAYS_DEMO_SERVICE)).toBe(true);
  expect(rows.some((cells) => cells[0] === 'Итого выплат в реестре')).toBe(true);

  await page
    .getByRole('link', { name: /^Просмотр: Реестр выплат за период за / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/files-preview\/user-report\/[^/?]+\?report=/);
  await expect(page.getByText('Этот файл не отображается в браузере: скачайте его.')).toBeVisible();
});
