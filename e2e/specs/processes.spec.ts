import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { test } from '../support/test';

/** The columns of the contractors' import template (contracts' EMPLOYEE_IMPORT_COLUMNS). */
const COLUMNS = ['Фамилия', 'Имя', 'Отчество', 'Телефон', 'ИНН', 'Тип исполнителя', 'Налоговый режим', 'Комментарий'];

/** A mobile number nobody in the demo has. */
const freshPhone = () => `+7995${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

async function contractorsFile(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Исполнители');
  sheet.addRow(COLUMNS);
  sheet.addRow(['Кузнецов', 'Олег', '', freshPhone(), '', 'ФЛ', 'НПД', 'Курьер']);
  sheet.addRow(['Лебедева', 'Анна', '', freshPhone(), '', 'ФЛ', 'НПД', 'Курьер']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Issue 25, /processes: the demo company imports contractors from a file, then finds the import among its
 * processes — finished, with who started it and a link to the invites — through «Процессы» in the section bar,
 * at both viewports (a table on a desktop, cards on a phone, no sideways scroll).
 */
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a contractor import shows on /processes as finished (${viewport.width}×${viewport.height})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await logIn(page, DEMO_CUSTOMER_EMAIL);
    await page.goto('/employees');
    const dialog = page.getByRole('dialog', { name: 'Загрузка исполнителей из Excel' });
    // The page arrives drawn by the server (ADR 017): the press starts the app and is made on the app's button.
    await page.getByRole('button', { name: 'Загрузить из Excel' }).click();
    await expect(dialog).toBeVisible();
    const name = `Исполнители ${viewport.width}-${Date.now()}.xlsx`;
    await dialog.locator('input[type="file"]').setInputFiles({
      name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await contractorsFile(),
    });
    await dialog.getByRole('button', { name: 'Пригласить (2)' }).click();
    await expect(dialog.getByText(/^Готово: приглашений отправлено — 2/)).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Закрыть' }).click();

    await page.getByRole('tablist', { name: 'Разделы' }).getByRole('tab', { name: 'Процессы', exact: true }).click();
    await expect(page).toHaveURL(/\/processes$/);
    await expect(page.getByRole('heading', { name: 'Процессы' })).toBeVisible();
    const list = page.getByRole(viewport.width < 900 ? 'list' : 'table', { name: 'Процессы' });
    const item = list.locator('tr, li').filter({ hasText: `Загрузка исполнителей из файла „${name}“` });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Завершён');
    await expect(item).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(item.getByRole('link', { name: 'К приглашениям' })).toHaveAttribute('href', '/employees/invites');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await item.getByRole('link', { name: 'К приглашениям' }).click();
    await expect(page).toHaveURL(/\/employees\/invites$/);
  });
}
