import { expectNoSidewaysScroll } from '../support/layout';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

const DEMO_CONTRACTOR = 'Петров Пётр Петрович';

test('the company opens a contractor’s drawer from the /employees row and confirms their former-employment answer there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  await page.goto('/employees');
  const row = page.getByRole('row', { name: new RegExp(DEMO_CONTRACTOR) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Не подтверждено компанией')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('columnheader', { name: 'Налоговый режим' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A click anywhere on the row opens the drawer at the SPEC's main width.
  await row.getByText('+7 999 000-00-01').click();
  const drawer = page.getByRole('dialog', { name: DEMO_CONTRACTOR });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBeCloseTo(628, 0);
  const field = (label: string) => drawer.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(field('ИНН')).toHaveText('500100732259');
  await expect(field('Статус НПД')).toHaveText('Не проверен');
  await expect(field('«Мой налог»')).toHaveText('Не подключён к ФНС');
  await expect(field('Регистрация')).toHaveText('Завершена');
  await expect(field('Реквизиты для выплат')).toHaveText('Указаны');
  await expect(field('Ответ исполнителя')).toContainText('Не был сотрудником компании');
  await expect(field('Сведения компании')).toHaveText('Компания ещё не подтвердила');

  // The confirmation is a visible action of the drawer, prefilled with the contractor's answer.
  await drawer.getByRole('button', { name: 'Подтвердить ответ исполнителя' }).click();
  const confirm = page.getByRole('dialog', { name: `Трудовой договор: ${DEMO_CONTRACTOR}` });
  await expect(confirm.getByRole('radio', { name: 'Не был сотрудником компании' })).toBeChecked();
  const saved = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && res.url().includes('/former_employment') && res.ok(),
  );
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();
  await saved;
  await expect(page.getByText('Сведения о трудовом договоре сохранены')).toBeVisible();

  // The drawer follows the list: the company's word is there and the action now changes it.
  await expect(field('Сведения компании')).toContainText('Не был сотрудником компании');
  await expect(drawer.getByRole('button', { name: 'Изменить сведения' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Закрыть' }).click();
  await expect(drawer).toBeHidden();
  await expect(row.getByText('Не подтверждено компанией')).toBeHidden();
});

test('on a phone the contractors are cards and a tap opens the drawer at full width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  await page.goto('/employees');
  const card = page
    .getByRole('list', { name: 'Исполнители' })
    .getByRole('listitem')
    .filter({ hasText: DEMO_CONTRACTOR });
  await card.getByText(/^Добавлен/).click();
  const drawer = page.getByRole('dialog', { name: DEMO_CONTRACTOR });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBeCloseTo(390, 0);
  await expect(drawer.getByRole('heading', { name: 'Трудовой договор с компанией' })).toBeVisible();
});
