import { logIn } from '../support/session';
import { expect, test } from '../support/test';

test('a contractor adds a bank account: the БИК fills the bank, a wrong account key is shown, the right one is saved', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, '+79990000001');
  await page.goto('/employee/profile/requisites');
  await page.getByRole('button', { name: 'Добавить реквизиты' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новые реквизиты' });
  await dialog.getByRole('button', { name: 'Банковский счёт' }).click();

  await dialog.getByLabel('БИК').fill('044525225');
  // Filled from the lookup sandbox (the Bank of Russia directory subset).
  await expect(dialog.getByLabel('Корр. счёт')).toHaveValue('30101810400000000225');
  await expect(dialog.getByRole('textbox', { name: 'Банк' })).toHaveValue(/Сбербанк/i);

  // One digit off: the control key no longer matches the БИК.
  await dialog.getByLabel('Номер счёта').fill('40817810000000001235');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Неверный номер счёта: не сходится контрольный ключ с БИК банка')).toBeVisible();

  await dialog.getByLabel('Номер счёта').fill('40817810000000001234');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Реквизиты' })).toContainText('40817810000000001234');
});
