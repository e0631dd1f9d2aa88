/**
 * People shown as what they are (issue 24.3): the demo's self-employed contractor Соколова reads
 * «Самозанятый (НПД)» in her profile and has the tax service's pages; the ГПХ contractor Кузнецов reads
 * «Физическое лицо» and has neither the НПД status, the income cap nor a prompt to connect «Мой налог»;
 * the company's НПД payout form greys Кузнецов out with the reason. On a desktop and on a phone.
 */
import type { Page } from '@playwright/test';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

const SOKOLOVA = { name: 'Соколова Мария Андреевна', phone: '+79990000007' };
const KUZNETSOV = { name: 'Кузнецов Игорь Валерьевич', phone: '+79990000008' };
const VIEWPORTS = [
  { name: '1366×768', width: 1366, height: 768 },
  { name: '390×844', width: 390, height: 844 },
] as const;

/** The value beside a label of the profile's «Статус и налоги». */
const shownValue = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Статус и налоги' }).locator('dt', { hasText: label }).locator('+ dd');

for (const viewport of VIEWPORTS) {
  test(`a self-employed contractor is «Самозанятый (НПД)» in her profile, with the tax service pages (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await logIn(page, SOKOLOVA.phone);
    await page.goto('/employee/profile/info');
    await expect(shownValue(page, 'Статус')).toHaveText('Самозанятый (НПД)');
    await expect(shownValue(page, 'Налоговый режим')).toHaveText('НПД (самозанятый)');
    await expect(page.getByText('Физическое лицо')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Налоговая служба' }).click();
    await expect(page).toHaveURL(/\/employee\/profile\/fns$/);
    await expect(page.getByText(/^Самозанятый с \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  });

  test(`a ГПХ contractor sees no НПД status, no income cap and no «Мой налог» prompt (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await logIn(page, KUZNETSOV.phone);
    await page.goto('/employee/profile/info');
    await expect(shownValue(page, 'Статус')).toHaveText('Физическое лицо');
    await expect(shownValue(page, 'Налоговый режим')).toHaveText('Другой');
    await expect(page.getByRole('tab', { name: 'Электронная подпись' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Налоговая служба' })).toHaveCount(0);
    await expect(page.getByText(/не сможет платить вам как самозанятому/)).toHaveCount(0);

    // The address typed by hand: a note that «Мой налог» is not needed, nothing of НПД's.
    await page.goto('/employee/profile/fns');
    await expect(page.getByText(/подключать «Мой налог» не нужно/)).toBeVisible();
    await expect(page.getByText('Статус НПД')).toHaveCount(0);
    await expect(page.getByText(/2\s400\s000/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Подключение к ФНС' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Подключить' })).toHaveCount(0);
  });

  test(`the НПД payout form offers only the self-employed; the ГПХ contractor is greyed with the reason (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await logIn(page, DEMO_CUSTOMER_EMAIL);
    await page.goto('/payments/npd/single');
    const form = page.getByRole('form', { name: 'Выплата' });

    await form.getByLabel('Исполнитель').fill('Кузнецов');
    const kuznetsov = page.getByRole('option', { name: new RegExp(KUZNETSOV.name) });
    await expect(kuznetsov).toHaveAttribute('aria-disabled', 'true');
    await expect(kuznetsov).toContainText('Не самозанятый: выплатите ему как физическому лицу');

    await form.getByLabel('Исполнитель').fill('Соколова');
    const sokolova = page.getByRole('option', { name: new RegExp(SOKOLOVA.name) });
    await expect(sokolova).not.toHaveAttribute('aria-disabled', 'true');
    await sokolova.click();
    await expect(form.getByLabel('Исполнитель')).toHaveValue(SOKOLOVA.name);

    // An individual payout is for anyone: Кузнецов can be chosen there.
    await page.goto('/payments/individual/single');
    await page.getByRole('form', { name: 'Выплата' }).getByLabel('Исполнитель').fill('Кузнецов');
    await expect(page.getByRole('option', { name: new RegExp(KUZNETSOV.name) })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
}
