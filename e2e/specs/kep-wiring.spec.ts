/**
 * КЭП beyond documents (issue 15, docs/decisions/signatures.md «Everything else signed with КЭП»), with
 * the fake CryptoPro plug-in whose SignCades makes a real GOST CAdES-BES: the demo company's head signs
 * the payment order of a paid individual payout in the payout drawer — the exact bytes of the 1C file —
 * and the drawer then says who signed it and offers the signature and the evidence PDF.
 */
import { installCadesPluginFake, issueTestCertificate } from '../support/cadesplugin-fake';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

const HEAD = {
  fio: 'Смирнова Анна Сергеевна',
  inn_company: '7719617469',
  ogrn: '1157746123457',
  organisation: 'ООО "Демо Компания"',
};

test('the head signs a payout’s payment order with КЭП in the drawer; it then names the signer', async ({ page }) => {
  test.setTimeout(120_000);
  const head = await issueTestCertificate(page.request, HEAD);
  await installCadesPluginFake(page, { certificates: [head] });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  await page.goto('/payments/individual/multiple');

  // A paid payout of the demo's ГПХ contractor: to his account at Сбербанк.
  await page
    .getByRole('table', { name: 'Выплаты' })
    .getByRole('row')
    .filter({ hasText: 'Выплачено' })
    .first()
    .getByText('Выплачено')
    .click();
  const drawer = page.getByRole('dialog', { name: /Выплата № \d+/ });
  const order = drawer.getByRole('region', { name: 'Платёжное поручение' });
  await expect(order.getByText(/Поручение не подписано/)).toBeVisible();
  await order.getByRole('button', { name: 'Подписать КЭП' }).click();

  const dialog = page.getByRole('dialog', { name: 'Подписание КЭП' });
  await expect(dialog.getByText(/Платёжное поручение № \d+/)).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(HEAD.fio) }).check();
  await dialog.getByRole('button', { name: 'Подписать', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Платёжное поручение подписано')).toBeVisible();
  await expect(order.getByText(new RegExp(`Подписано КЭП: .*${HEAD.fio}`))).toBeVisible();
  await expect(order.getByRole('button', { name: 'Доказательства подписания' })).toBeVisible();

  const download = page.waitForEvent('download');
  await order.getByRole('button', { name: 'Скачать подпись (.sig)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Платёжное поручение № \d+ от .*\.txt\.sig$/);
});
