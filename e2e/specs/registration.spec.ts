import { actionPathFrom, waitForLetter } from '../support/mailbox';
import { registerCompany } from '../support/session';
import { expect, test } from '../support/test';

test('a customer registers, receives the letter over SMTP, follows the link and the e-mail is confirmed', async ({
  page,
}) => {
  const email = `owner-${Date.now()}@romashka.ru`;
  await registerCompany(page, { inn: '7702070139', name: 'ООО "Ромашка"', email });

  // Logged in, not yet verified: forced to complete registration.
  await expect(page).toHaveURL(/\/customer-complete-registration/);

  const letter = await waitForLetter(email, 'Подтвердите e-mail');
  await page.goto(actionPathFrom(letter));
  await expect(page).toHaveURL(/\/confirm-password\?action=VERIFY_EMAIL&token=/);
  await expect(page.getByRole('heading', { name: 'E-mail подтверждён' })).toBeVisible();

  await page.goto('/customer-complete-registration/email-confirm');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Подтверждён', { exact: true })).toBeVisible();
  await expect(page.getByText('Не подтверждён', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Отправить письмо ещё раз' })).toHaveCount(0);
});
