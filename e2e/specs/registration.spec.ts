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

test('the letter opened where nobody is logged in: the public page spends the link once and says how it went', async ({
  page,
  browser,
}) => {
  const email = `owner-${Date.now()}@vasilek.ru`;
  await registerCompany(page, { inn: '7736207543', name: 'ООО "Василёк"', email });
  await expect(page).toHaveURL(/\/customer-complete-registration/);
  const letter = await waitForLetter(email, 'Подтвердите e-mail');

  // Another device (a phone's mail app): the letter's link at the root is the public page (ADR 016).
  const phone = await browser.newPage();
  const scripts: string[] = [];
  phone.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith('.js') && pathname !== '/sw.js') scripts.push(pathname);
  });
  await phone.goto(actionPathFrom(letter));
  await expect(phone).toHaveURL(/\/confirm-password\?action=VERIFY_EMAIL&token=/);
  await expect(phone.getByRole('heading', { name: 'E-mail подтверждён' })).toBeVisible();
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/public-confirm-email-[\w-]+\.js$/)]);
  await expect(phone.getByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', '/');

  // The link is spent: opened again, it says so and where to ask for a new letter.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Не удалось подтвердить e-mail' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Запросить новое письмо' })).toBeVisible();

  // The company's own session sees the address confirmed.
  await page.goto('/customer-complete-registration/email-confirm');
  await expect(page.getByText('Подтверждён', { exact: true })).toBeVisible();
});
