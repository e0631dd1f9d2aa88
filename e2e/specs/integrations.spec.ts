import { createHmac, randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { test } from '../support/test';

/** The demo's contractor connected to the platform in «Мой налог» (db/seed/demo-money.ts). */
const CONNECTED = { search: 'Соколова' };

type SandboxMessage = { headers: Record<string, string>; body: string; answered: number };

/**
 * The sandbox's inbox holds a delivery whose body mentions `needle`, with the event's headers and a signature that
 * checks out with the endpoint's secret (HMAC-SHA256 over "<t>.<body>", docs/integrations.md).
 */
async function expectSignedIn(origin: string, inbox: string, needle: string, secret: string) {
  const answer = await fetch(`${origin}/sandbox/webhooks/in/${inbox}/messages`);
  expect(answer.ok).toBe(true);
  const messages = ((await answer.json()) as { items: SandboxMessage[] }).items;
  const message = messages.find((m) => m.body.includes(needle));
  expect(message, JSON.stringify(messages)).toBeDefined();
  expect(message!.headers['x-vyplaty-event-id']).toBe((JSON.parse(message!.body) as { id: string }).id);
  const signature = message!.headers['x-vyplaty-signature'] ?? '';
  expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
  expect(createHmac('sha256', secret).update(`${t}.${message!.body}`).digest('hex')).toBe(v1);
}

/**
 * Issue 30's journey: the demo owner creates an API key (ACCOUNTANT) and a webhook endpoint pointing at the embedded
 * portal's sandbox receiver, then the company's "system" — Playwright's own request context, with the key as a
 * Bearer token and no cookies — pays a payout; the delivery shows up on the endpoint's page, and the sandbox holds
 * it signed with the endpoint's secret.
 */
test('the owner creates a key and a webhook endpoint, pays a payout with the key over HTTP, and sees the signed delivery', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? 'http://127.0.0.1:3210';
  const inbox = `e2e-${randomUUID().slice(0, 8)}`;
  const keyName = `Учётная система ${Date.now()}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);

  // The key: «Интеграции» in the owner's profile, «Создать ключ», the secret shown once.
  await page.goto('/profile/balance');
  await page.getByRole('tablist', { name: 'Профиль компании' }).getByRole('tab', { name: 'Интеграции' }).click();
  await expect(page).toHaveURL(/\/profile\/integrations\/api-keys$/);
  await page.getByRole('button', { name: 'Создать ключ' }).click();
  const create = page.getByRole('dialog', { name: 'Новый API-ключ' });
  await create.getByRole('textbox', { name: /Название/ }).fill(keyName);
  await create.getByRole('combobox', { name: /Роль/ }).click();
  await page.getByRole('option', { name: /^Бухгалтер/ }).click();
  await create.getByRole('button', { name: 'Создать' }).click();
  const shownKey = page.getByRole('dialog', { name: 'Ключ создан' });
  await expect(shownKey.getByText('Секрет показывается один раз — сохраните его')).toBeVisible();
  const keySecret = (await shownKey.getByLabel('Секрет', { exact: true }).textContent()) ?? '';
  expect(keySecret).toMatch(/^vpk_/);
  await shownKey.getByRole('button', { name: 'Я сохранил секрет' }).click();
  await expect(shownKey).toBeHidden();
  await expect(page.getByText(keySecret)).toHaveCount(0);
  const keyRow = page.getByRole('table', { name: 'API-ключи' }).getByRole('row').filter({ hasText: keyName });
  await expect(keyRow.getByText('Действует')).toBeVisible();

  // The endpoint: the sandbox's inbox, subscribed to payout status changes; its signing secret.
  await page.getByRole('tablist', { name: 'Интеграции' }).getByRole('tab', { name: 'Вебхуки' }).click();
  await page.getByRole('button', { name: 'Добавить адрес' }).click();
  const add = page.getByRole('dialog', { name: 'Новый адрес для вебхуков' });
  const url = `${origin}/sandbox/webhooks/in/${inbox}`;
  await add.getByRole('textbox', { name: /Адрес/ }).fill(url);
  await add.getByRole('checkbox', { name: 'Статус выплаты изменился' }).check();
  await add.getByRole('button', { name: 'Добавить' }).click();
  const shownSecret = page.getByRole('dialog', { name: 'Адрес добавлен: секрет подписи' });
  const signingSecret = (await shownSecret.getByLabel('Секрет', { exact: true }).textContent()) ?? '';
  expect(signingSecret).toMatch(/^whsec_/);
  await shownSecret.getByRole('button', { name: 'Закрыть' }).click();
  await page.getByRole('link', { name: url }).click();
  await expect(page.getByRole('heading', { name: url })).toBeVisible();

  // «Проверить»: a test event goes out at once; the page shows it delivered, with the receiver's answer.
  await page.getByRole('button', { name: `Действия: ${url}` }).click();
  await page.getByRole('menuitem', { name: 'Проверить' }).click();
  const deliveries = page.getByRole('table', { name: 'Доставки' });
  const pingRow = deliveries.getByRole('row').filter({ hasText: 'Проверка адреса' }).first();
  await expect(pingRow.getByText('Доставлено')).toBeVisible({ timeout: 60_000 });
  await pingRow.click();
  const pingDrawer = page.getByRole('dialog', { name: 'Проверка адреса' });
  await expect(pingDrawer.getByText(/^Код ответа 200$/).first()).toBeVisible();
  await pingDrawer.getByRole('button', { name: 'Закрыть' }).click();
  await expectSignedIn(origin, inbox, '"type":"ping"', signingSecret);

  // The company's system: the key alone (a fresh request context, no cookies, no CSRF), Idempotency-Key on money.
  const system = await playwright.request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { authorization: `Bearer ${keySecret}` },
  });
  const employees = await system.post('/v1/employees', { data: { page: 1, page_size: 5, search: CONNECTED.search } });
  expect(employees.status(), await employees.text()).toBe(200);
  const [employee] = ((await employees.json()) as { items: { id: string }[] }).items;
  expect(employee).toBeDefined();
  const paid = await system.post('/v1/payout', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      rows: [{ employee_id: employee!.id, amount: '10.00', service_name: 'Проверка интеграции' }],
      pay: true,
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const [payout] = ((await paid.json()) as { items: { id: string }[] }).items;
  await system.dispose();

  // The endpoint's page asks for new deliveries by itself: the payout's delivery appears, delivered.
  const row = deliveries.getByRole('row').filter({ hasText: 'Статус выплаты изменился' }).first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(row.getByText('Доставлено')).toBeVisible({ timeout: 60_000 });
  await row.click();
  const drawer = page.getByRole('dialog', { name: 'Статус выплаты изменился' });
  await expect(drawer.getByLabel('Тело запроса')).toContainText(payout!.id);
  await expect(drawer.getByText(/^Код ответа 200$/).first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Закрыть' }).click();

  // The sandbox received it, signed with the endpoint's secret.
  await expectSignedIn(origin, inbox, payout!.id, signingSecret);
});
