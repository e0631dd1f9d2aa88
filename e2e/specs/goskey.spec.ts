/**
 * Госключ end to end (docs/decisions/signatures.md § Госключ): the demo company makes a contract for
 * its contractor Соколова, contractor first; on a phone-sized screen she asks to sign it with Госключ
 * (УКЭП); the journey signs it on the Госключ sandbox's page as she would in the app; her page follows
 * the document to signed by her (the company's turn, her УКЭП Госключ listed). Support uploads the sandbox CA's CRL first (a fresh
 * installation has none), and Соколова's СНИЛС is put in her profile through the API.
 */
import type { BrowserContext } from '@playwright/test';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, logIn } from '../support/session';
import { expect, test } from '../support/test';

const SOKOLOVA = { name: 'Соколова Мария Андреевна', phone: '+79990000007', snils: '11223344595' };
const TEMPLATE = 'Договор возмездного оказания услуг (ГПХ)';
const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210';

/** The contractor's personal data as it is, with the СНИЛС added (PUT employee asks for the password). */
async function addSnils(context: BrowserContext) {
  const csrf = (await context.cookies()).find((c) => c.name === 'vp_csrf')?.value ?? '';
  const personal = (await (await context.request.get(`${baseUrl()}/v1/employee/personal`)).json()) as Record<
    string,
    unknown
  >;
  if (personal.snils) return;
  // The demo profile has only the name: the rest of the personal data as a contractor would fill it in.
  const given = (key: string, fallback: string) => (personal[key] as string | null | undefined) ?? fallback;
  const response = await context.request.put(`${baseUrl()}/v1/employee`, {
    headers: { 'x-csrf-token': csrf },
    data: {
      last_name: personal.last_name,
      first_name: personal.first_name,
      patronymic: personal.patronymic ?? null,
      birth_date: given('birth_date', '1990-05-14'),
      kind: given('kind', 'INDIVIDUAL_PERSON'),
      tax_regime: given('tax_regime', 'NPD'),
      citizenship: given('citizenship', '643'),
      citizenship_name: given('citizenship_name', 'Россия'),
      registration_address: given('registration_address', 'г. Москва, ул. Тверская, д. 1, кв. 1'),
      snils: SOKOLOVA.snils,
      current_password: DEMO_PASSWORD,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('the contractor signs a contract with Госключ on a phone: sent, signed on the sandbox page, shown signed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  // The contract through the API, contractor first (the form keeps the template's order, company first).
  const csrf = (await page.context().cookies()).find((c) => c.name === 'vp_csrf')?.value ?? '';
  const headers = { 'x-csrf-token': csrf };
  const templates = (await (await page.request.get(`${baseUrl()}/v1/document/templates`)).json()) as {
    items: { id: string; name: string }[];
  };
  const template = templates.items.find((t) => t.name === TEMPLATE)!;
  const employees = (await (
    await page.request.post(`${baseUrl()}/v1/employees`, {
      headers,
      data: { page: 1, page_size: 20, search: 'Соколова' },
    })
  ).json()) as { items: { id: string }[] };
  const created = await page.request.post(`${baseUrl()}/v1/document`, {
    headers,
    data: {
      template_id: template.id,
      employee_id: employees.items[0]!.id,
      fields: { services: 'Перевод документации', price: '9000,00', start_date: '2026-12-01', end_date: '2026-12-31' },
      sign_order: 'CONTRACTOR_FIRST',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const doc = (await created.json()) as { id: string; number: number };
  expect((await page.request.post(`${baseUrl()}/v1/document/${doc.id}/send`, { headers, data: {} })).status()).toBe(
    200,
  );
  const documentPath = `/employee/documents/${doc.id}`;

  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const contractor = await phoneContext.newPage();
  await contractor.goto('/login');
  await logIn(contractor, SOKOLOVA.phone);
  await addSnils(phoneContext);
  await contractor.goto(documentPath);
  await contractor.getByRole('button', { name: 'Подписать в Госключе' }).click();
  const dialog = contractor.getByRole('dialog', { name: 'Подписать в Госключе' });
  await expect(dialog.getByText(/по СНИЛС из профиля/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Отправить в Госключ' }).click();
  await expect(contractor.getByText(/Ожидает подписания в Госключе до/)).toBeVisible();

  // As the person in the app: the sandbox's page, «Подписать» on this document's request.
  const app = await browser.newPage();
  await app.goto('/sandbox/goskey');
  const card = app.getByRole('region', { name: `${TEMPLATE} № ${doc.number}` });
  await card.getByRole('button', { name: 'Подписать' }).click();
  await expect(app.getByText('Запросов, ожидающих подписи, нет.')).toBeVisible();
  await app.close();

  await expect(contractor.getByText(/Ожидает подписания в Госключе/)).toHaveCount(0, { timeout: 30_000 });
  // Signed by the contractor: the company's turn now, the signature listed with its kind.
  await expect(contractor.getByText('Ожидает подписи компании', { exact: true }).first()).toBeVisible();
  await expect(
    contractor.getByRole('region', { name: 'Подписи' }).getByText(/Соколова Мария Андреевна, УКЭП Госключ/),
  ).toBeVisible();
  await phoneContext.close();
});
