import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

const DEMO_CONTRACTOR_INN = '500100732259';

test('the demo contractor connects the platform in «Мой налог», the sandbox approves, the company sees them as НПД, connected', async ({
  browser,
}) => {
  // The contractor asks FNS to connect the platform by their ИНН.
  const contractor = await browser.newPage();
  await contractor.goto('/login');
  await logIn(contractor, '+79990000001');
  await contractor.goto('/employee/profile/fns/fns-connection');
  await contractor.getByRole('radio', { name: new RegExp(`По ИНН ${DEMO_CONTRACTOR_INN}`) }).check();
  await contractor.getByRole('button', { name: 'Подключить' }).click();
  await expect(contractor.getByRole('heading', { name: 'Запрос отправлен в «Мой налог»' })).toBeVisible();

  // The request reaches the FNS sandbox; the contractor approves it there, as in «Мой налог».
  const fns = await browser.newPage();
  await fns.goto('/sandbox/fns');
  const request = fns.getByRole('row', { name: new RegExp(DEMO_CONTRACTOR_INN) });
  await expect(async () => {
    await fns.reload();
    await expect(request.getByRole('button', { name: 'Подтвердить' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await request.getByRole('button', { name: 'Подтвердить' }).click();

  // The page follows the request to the end: connected, with the permissions granted.
  await expect(contractor.getByRole('heading', { name: 'Платформа подключена' })).toBeVisible({ timeout: 30_000 });
  await expect(contractor.getByText('Регистрация дохода (формирование чеков)')).toBeVisible();
  await expect(contractor.getByText('Аннулирование чеков')).toBeVisible();

  // The company's list shows the contractor as self-employed and connected.
  const company = await browser.newPage();
  await company.goto('/login');
  await logIn(company, DEMO_CUSTOMER_EMAIL);
  // The status is read from FNS right after the connection; the company sees it on its next visit.
  const row = company.getByRole('row', { name: /Петров/ });
  await expect(async () => {
    await company.goto('/employees');
    await expect(row.getByText('Самозанятый', { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByText('Подключён к ФНС', { exact: true })).toBeVisible();
});
