/**
 * A new company completes all four steps of /customer-complete-registration in Chromium and becomes
 * verified: the ПЭП by a code from the real letter, the e-mail confirmed through its link, the nominal
 * account bound by the bank sandbox, the EDO agreement signed with the ПЭП; then its agreements are
 * listed in profile → documents (at 1280 px without sideways scroll) and a row opens the signed copy.
 */
import { expectNoSidewaysScroll } from '../support/layout';
import { actionPathFrom, type Letter, readLetters, waitForLetter } from '../support/mailbox';
import { registerCompany } from '../support/session';
import { expect, test } from '../support/test';
import { openWithoutScript } from '../support/without-script';

const SIGNING_SUBJECT = 'Код для подписания документа';

/** The code of the `nth` (1-based, oldest first) signing letter to `to`. */
async function signingCode(to: string, nth: number): Promise<string> {
  let letters: Letter[] = [];
  await expect
    .poll(
      () => {
        const all = readLetters();
        letters = all.filter((l) => l.to.includes(to) && l.subject === SIGNING_SUBJECT);
        return letters.length;
      },
      { timeout: 20_000, message: `signing letter #${nth} to ${to}` },
    )
    .toBeGreaterThanOrEqual(nth);
  const code = /\b(\d{6})\b/.exec(letters[nth - 1]!.text)?.[1];
  if (!code) throw new Error('no code in the signing letter');
  return code;
}

test('a new customer completes the four steps and becomes verified', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const email = `onboarding-${Date.now()}@romashka.ru`;

  // Registration.
  await registerCompany(page, { inn: '7719617469', name: 'ООО "Онбординг"', email });
  await expect(page).toHaveURL(/\/customer-complete-registration\/self-nep/);
  await expect(page.getByText('Выполнено шагов: 0 из 4')).toBeVisible();

  // Step 1: the ПЭП, by a code sent to the company's e-mail (its only channel so far).
  await expect(page.getByText('Соглашение об использовании простой электронной подписи')).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Открыть соглашение' }).click();
  const pdfTab = await popup;
  await expect.poll(() => pdfTab.url()).toMatch(/^blob:/);
  await pdfTab.close();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать PDF' }).click();
  expect((await download).suggestedFilename()).toBe('Соглашение об использовании простой электронной подписи.pdf');

  await page.getByLabel('Я прочитал(а) соглашение и принимаю его условия').check();
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText(/Код отправлен на адрес o\*\*\*@romashka\.ru/)).toBeVisible();
  await page.getByLabel('Код подтверждения').fill(await signingCode(email, 1));
  await page.getByRole('button', { name: 'Выпустить подпись' }).click();
  await expect(page.getByRole('main').getByText('Простая электронная подпись выпущена', { exact: true })).toBeVisible();
  await expect(page.getByText('Выполнено шагов: 1 из 4')).toBeVisible();

  // Step 3 before 2 (any order is allowed): the e-mail, through the link of the registration letter.
  const letter = await waitForLetter(email, 'Подтвердите e-mail');
  await page.goto(actionPathFrom(letter));
  await expect(page.getByRole('heading', { name: 'E-mail подтверждён' })).toBeVisible();

  // Step 2: the company's settlement account, added on the step itself, then the nominal account bound
  // to it by the bank sandbox.
  await page.goto('/customer-complete-registration/sber-balance');
  await expect(page.getByText('Выполнено шагов: 2 из 4')).toBeVisible();
  await page.getByRole('button', { name: 'Добавить счёт' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('БИК').fill('044525225');
  await expect(dialog.getByRole('textbox', { name: 'Банк' })).toHaveValue('ПАО СБЕРБАНК');
  await dialog.getByLabel('Расчётный счёт').fill('40702810700380012345');
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByRole('group', { name: 'Расчётный счёт для подключения' })).toContainText(
    '40702810700380012345',
  );
  await page.getByRole('button', { name: 'Подключить' }).click();
  await expect(page.getByText(/Номинальный счёт подключён/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Выполнено шагов: 3 из 4')).toBeVisible();

  // Step 4: the EDO agreement, signed with the ПЭП (the code goes where the ПЭП's codes go).
  await page.goto('/customer-complete-registration/sign-trusted-document');
  await expect(page.getByText('Соглашение об электронном документообороте', { exact: true }).last()).toBeVisible();
  await page.getByLabel('Я прочитал(а) соглашение и принимаю его условия').check();
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText(/Код отправлен на адрес o\*\*\*@romashka\.ru/)).toBeVisible();
  await page.getByLabel('Код подтверждения').fill(await signingCode(email, 2));
  await page.getByRole('button', { name: 'Подписать', exact: true }).click();
  await expect(page.getByText(/Подписано электронной подписью/)).toBeVisible();
  await expect(page.getByText('Выполнено шагов: 4 из 4')).toBeVisible();
  await expect(page.getByText(/Регистрация завершена/)).toBeVisible();

  // Verified: the company's own pages open.
  await page.getByRole('link', { name: 'Перейти в кабинет' }).click();
  await expect(page).toHaveURL(/\/profile\/payments-accounts/);

  // No contractors yet: the server sends /employees drawn with its empty list, readable before any script runs
  // (issue 29), its controls drawn as the app's are (ADR 017); the app takes the page over at the first sign of a
  // person and draws the same words, once.
  const noContractors = 'Исполнителей пока нет. Пригласите исполнителя — он появится здесь после регистрации.';
  const withoutScript = await openWithoutScript(browser, page.context(), '/employees');
  const drawnByServer = withoutScript.page;
  await expect(drawnByServer.getByText(noContractors)).toBeVisible();
  await expect(drawnByServer.getByRole('link', { name: 'Пригласить исполнителя' })).toBeEnabled();
  await withoutScript.close();
  await page.goto('/employees');
  await page.mouse.move(200, 300);
  // The header's balance is the app's own (the copy has no call for it): the app has taken over.
  await expect(page.getByText('Баланс')).toBeVisible();
  await expect(page.getByText(noContractors)).toHaveCount(1);

  // Profile → documents → agreements at 1280 px: both agreements signed, the table fits beside the side
  // menu, and a click on a row opens the signed copy inline.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profile/documents/agreements');
  const table = page.getByRole('table', { name: 'Соглашения компании' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('cell', { name: 'Подписано', exact: true })).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await table
    .getByRole('row', { name: /Соглашение об электронном документообороте/ })
    .getByText(/^Редакция/)
    .click();
  await expect(page).toHaveURL(/\/files-preview\/agreement\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Просмотр соглашения' })).toBeVisible();
  await expect(
    page.locator('iframe[title="Соглашение об электронном документообороте (подписано).pdf"]'),
  ).toHaveAttribute('src', /^blob:/);
  const signedDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать PDF' }).click();
  expect((await signedDownload).suggestedFilename()).toBe('Соглашение об электронном документообороте (подписано).pdf');
});
