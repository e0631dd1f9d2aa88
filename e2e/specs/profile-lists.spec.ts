/**
 * The profile's responsible persons on the one list pattern (docs/decisions/data-table.md): at 1280 px
 * the table fits its column beside the side menu, and a click on a row opens the person's card. The
 * company's agreements are checked the same way at the end of customer-onboarding.spec.ts, the journey
 * that makes a company with agreements.
 */
import { expectNoSidewaysScroll } from '../support/layout';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

const DEMO_REPRESENTATIVE = 'Образцова Дарья Тестовна';

test('at 1280 px the responsible persons fit without sideways scroll and a row opens the person’s card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  await page.goto('/profile/responsible-persons');

  // The longest values a person may have: a double surname, a long job title and a long e-mail, so the
  // check below measures the table at its widest, not only the demo's short row.
  await page.getByRole('button', { name: 'Добавить' }).click();
  const form = page.getByRole('dialog', { name: 'Новое ответственное лицо' });
  await form.getByLabel('Фамилия').fill('Салтыкова-Щедрина');
  await form.getByLabel('Имя').fill('Екатерина-Александра');
  await form.getByLabel('Отчество').fill('Константиновна');
  await form.getByLabel('Должность').fill('Заместитель главного бухгалтера по налоговому учёту');
  await form.getByLabel('ИНН').fill('772400005628');
  await form.getByLabel('СНИЛС').fill('33445566784');
  await form.getByLabel('Телефон').fill('9990000077');
  await form.getByLabel('E-mail').fill('ekaterina.saltykova-shchedrina@romashka-holding.ru');
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText('Ответственное лицо добавлено')).toBeVisible();
  await expect(page.getByRole('row', { name: /Салтыкова-Щедрина/ })).toBeVisible();

  const row = page
    .getByRole('table', { name: 'Ответственные лица' })
    .getByRole('row', { name: new RegExp(DEMO_REPRESENTATIVE) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Главный бухгалтер')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A click anywhere on the row but its ⋮ menu opens the card at the SPEC's main drawer width.
  await row.getByText('Главный бухгалтер').click();
  const drawer = page.getByRole('dialog', { name: DEMO_REPRESENTATIVE });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBeCloseTo(628, 0);
  const field = (label: string) => drawer.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(field('ИНН')).toHaveText('771900001235');
  await expect(field('СНИЛС')).toHaveText('112-233-445 95');
  await expect(field('E-mail')).toHaveText('obraztsova@example.ru');
  await expect(drawer.getByRole('button', { name: 'Изменить' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Документы' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Закрыть' }).click();
  await expect(drawer).toBeHidden();
});
