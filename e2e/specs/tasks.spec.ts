/**
 * Tasks (issue 26): the demo company makes a task on a desktop — a service of its catalogue, a fixed sum, a
 * period — invites its connected contractor Соколова and publishes it to her; she, on a phone, accepts the
 * invitation, starts and hands the work over with a comment; the company accepts it (the sum reserved, the
 * act made from the task); both sign the act with ПЭП; the payout goes to the bank and reaches DONE with its
 * receipt; the pair is paid and the task done on both sides.
 */
import type { Browser, Page } from '@playwright/test';
import { seenSms, signWithSelfNep } from '../support/self-nep';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

const SOKOLOVA = { name: 'Соколова Мария Андреевна', phone: '+79990000007' };
/** The demo company's login phone: its ПЭП codes come there. */
const COMPANY_PHONE = '+79990000100';

async function pageAs(browser: Browser, login: string, viewport: { width: number; height: number }) {
  const isMobile = viewport.width < 600;
  const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, login);
  return page;
}

/** The company's task page, opened from the «Задания» tab's list by the task's name. */
async function createTask(company: Page, name: string): Promise<string> {
  await company.getByRole('tablist', { name: 'Разделы' }).getByRole('tab', { name: 'Задания' }).click();
  await expect(company).toHaveURL(/\/tasks$/);
  await company.getByRole('button', { name: 'Создать задание' }).click();
  const form = company.getByRole('dialog', { name: 'Новое задание' });
  await form.getByLabel('Название').fill(name);
  await form.getByLabel('Описание работы').fill('Доставить 10 пакетов документов по Москве');
  await form.getByRole('combobox', { name: 'Услуга из справочника' }).click();
  await company.getByRole('option', { name: 'Курьерская доставка' }).click();
  await form.getByLabel('Сумма исполнителю, ₽').fill('4500');
  // The date fields are the Russian ДД.ММ.ГГГГ picker: its sections are typed into, as a person types.
  await form.getByRole('group', { name: 'Начало периода' }).getByRole('spinbutton').first().click();
  await company.keyboard.type('01122026', { delay: 60 });
  await form.getByRole('group', { name: 'Конец периода' }).getByRole('spinbutton').first().click();
  await company.keyboard.type('10122026', { delay: 60 });
  await expect(form.getByText('Итого одному исполнителю: 4 500,00 ₽')).toBeVisible();
  await form.getByRole('button', { name: 'Создать черновик' }).click();
  await expect(company).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);
  await expect(company.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  return new URL(company.url()).pathname;
}

test('a task from publication to the payout: the company invites and accepts, the contractor works on a phone, both sign the act', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const name = `Доставка документов ${Date.now()}`;
  const company = await pageAs(browser, DEMO_CUSTOMER_EMAIL, { width: 1366, height: 768 });
  const taskPath = await createTask(company, name);
  await expect(company.getByText('Черновик', { exact: true }).first()).toBeVisible();

  await company.getByRole('button', { name: 'Пригласить исполнителей' }).click();
  const invite = company.getByRole('dialog', { name: 'Пригласить исполнителей' });
  await invite.getByLabel('Найти исполнителя').fill('Соколова');
  await company.getByRole('option', { name: new RegExp(SOKOLOVA.name) }).click();
  await invite.getByRole('button', { name: 'Пригласить', exact: true }).click();
  await expect(invite).toBeHidden();
  await company.getByRole('button', { name: 'Опубликовать' }).click();
  const publish = company.getByRole('dialog', { name: 'Опубликовать задание' });
  await publish.getByRole('radio', { name: /Выбранным исполнителям/ }).check();
  await publish.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(company.getByText('Опубликовано', { exact: true }).first()).toBeVisible();

  // The contractor, on a phone: the invitation is in «Задания».
  const contractor = await pageAs(browser, SOKOLOVA.phone, { width: 390, height: 844 });
  await contractor.getByRole('tablist', { name: 'Разделы' }).getByRole('tab', { name: 'Задания' }).click();
  await contractor.getByText(name).click();
  await expect(contractor).toHaveURL(new RegExp(`/employee${taskPath}$`));
  await expect(contractor.getByText('4 500,00 ₽').first()).toBeVisible();
  await contractor.getByRole('button', { name: 'Принять приглашение' }).click();
  await contractor.getByRole('button', { name: 'Приступить' }).click();
  await contractor.getByRole('button', { name: 'Сдать работу' }).click();
  const handOver = contractor.getByRole('dialog', { name: 'Сдать работу' });
  await handOver.getByLabel('Комментарий к результату').fill('Все 10 пакетов доставлены, подписи получателей в фото');
  await handOver.getByRole('button', { name: 'Сдать работу' }).click();
  await expect(contractor.getByText('Работа сдана', { exact: true }).first()).toBeVisible();

  // The company sees the result handed over, with her comment, and accepts it: the money is reserved, the act
  // goes to both sides.
  await company.reload();
  const pairOf = (page: Page) =>
    page.getByRole('list', { name: 'Исполнители задания' }).getByRole('listitem').filter({ hasText: SOKOLOVA.name });
  const pair = pairOf(company);
  await expect(pair).toContainText('Работа сдана');
  await expect(pair).toContainText('Все 10 пакетов доставлены, подписи получателей в фото');
  await expect(company.getByRole('list', { name: 'История задания' })).toContainText(
    'Исполнитель сдал работу: Соколова Мария Андреевна (Исполнитель)',
  );
  await pair.getByRole('button', { name: 'Принять работу' }).click();
  const accept = company.getByRole('dialog', { name: 'Принять работу' });
  await expect(accept).toContainText('4 500,00 ₽');
  await accept.getByRole('button', { name: 'Принять работу' }).click();
  await expect(pair).toContainText('Принято, ожидает выплаты');
  await expect(pair.getByRole('link', { name: /^Выплата № \d+$/ })).toBeVisible();
  // No one else works on it: the company closes the work; the task is done once the payout is.
  await company.getByRole('button', { name: 'Завершить приём работ' }).click();
  await expect(company.getByText('Приём работ завершён', { exact: true }).first()).toBeVisible();

  // Both sign the act made from the task: the company in the document's drawer, she on her phone.
  const seen = await seenSms(company.request);
  await pair.getByRole('link', { name: /^Акт № \d+$/ }).click();
  const drawer = company.getByRole('dialog', { name: /№ \d+$/ });
  await expect(drawer.getByText('Ожидает подписи компании', { exact: true })).toBeVisible();
  await signWithSelfNep(company, COMPANY_PHONE, seen);
  await expect(drawer.getByText('Ожидает подписи исполнителя', { exact: true })).toBeVisible();

  await contractor.reload();
  await contractor.getByRole('link', { name: 'Подписать акт' }).click();
  await expect(contractor).toHaveURL(/\/employee\/documents\/[0-9a-f-]{36}$/);
  await signWithSelfNep(contractor, SOKOLOVA.phone, seen);
  await expect(contractor.getByText('Подписан', { exact: true }).first()).toBeVisible();

  // The payout leaves once both have signed and reaches DONE with its receipt: the pair is paid, the task done.
  await company.goto(taskPath);
  await expect(async () => {
    await company.reload();
    await expect(pairOf(company)).toContainText('Выплачено', {
      timeout: 1000,
    });
  }).toPass({ timeout: 90_000 });
  await expect(company.getByText('Выполнено', { exact: true }).first()).toBeVisible();
  await contractor.goto(`/employee${taskPath}`);
  await expect(contractor.getByText('Выплачено', { exact: true }).first()).toBeVisible();

  await company.context().close();
  await contractor.context().close();
});
