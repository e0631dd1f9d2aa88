/**
 * КЭП in the browser (issue 15, docs/decisions/kep-browser.md) with the fake CryptoPro plug-in of
 * support/cadesplugin-fake.ts, whose SignCades returns a real GOST CAdES-BES from the КЭП sandbox, so
 * the server's verification runs. The demo company signs a contract with its head's certificate in the
 * drawer (a certificate of another company is refused first, with the server's reason); the contractor
 * signs it with ПЭП on a phone; the document is «Подписан», the zip holds both signatures and its
 * «Доказательства подписания.pdf» lists them (read as text, as the API tests read PDFs), and the zip sent
 * by «Отправить на e-mail» arrives as a letter with the same evidence. Also:
 * no plug-in → install instructions; an empty store; adding the head's certificate on /profile/security;
 * the contractor's /employee/profile/esign on a phone; a contract over 5 MiB signed by its hash
 * (HashedData + SignHash: GET sign_kep sends no bytes).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import JSZip from 'jszip';
// The API tests' reading of a rendered PDF (pdf.js through unpdf): the same text a court or an auditor sees.
import { pdfText } from '../../apps/api/src/test-support/pdf-text';
import { type FakeCertificate, installCadesPluginFake, issueTestCertificate } from '../support/cadesplugin-fake';
import { waitForLetter } from '../support/mailbox';
import { seenSms, signWithSelfNep } from '../support/self-nep';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/session';
import { expect, test } from '../support/test';

/** The demo company (db/seed/demo.ts): its head and registry numbers; its contractor Соколова. */
const HEAD = {
  fio: 'Смирнова Анна Сергеевна',
  inn_company: '7719617469',
  ogrn: '1157746123457',
  organisation: 'ООО "Демо Компания"',
};
const STRANGER = { fio: 'Чужой Директор Иванович', inn_company: '7707083893', organisation: 'ООО "Другая"' };
const SOKOLOVA = { name: 'Соколова Мария Андреевна', phone: '+79990000007' };
const TEMPLATE = 'Договор возмездного оказания услуг (ГПХ)';
const TITLE = new RegExp(`^${TEMPLATE.replace(/[()]/g, '\\$&')} № \\d+$`);

/** A contract from the platform template for Соколова, sent for signing: its drawer. */
async function sentContract(page: Page) {
  await page.goto('/document-management/single');
  await page.getByLabel('Исполнитель').fill('Соколова');
  await page.getByRole('option', { name: new RegExp(SOKOLOVA.name) }).click();
  await page.getByRole('combobox', { name: 'Шаблон' }).click();
  await page.getByRole('option', { name: TEMPLATE }).click();
  await page.getByLabel('Услуги (предмет договора)').fill('Дизайн мобильного приложения');
  await page.getByLabel('Цена услуг, ₽').fill('20000');
  await page.getByLabel('Начало оказания услуг').fill('01122026');
  await page.getByLabel('Окончание оказания услуг').fill('31122026');
  await page.getByRole('button', { name: 'Создать документ' }).click();
  const drawer = page.getByRole('dialog', { name: TITLE });
  await drawer.getByRole('button', { name: 'Отправить на подпись' }).click();
  await expect(drawer.getByText('Ожидает подписи компании', { exact: true })).toBeVisible();
  return drawer;
}

const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210';
/** Соколова's own certificate: her ИНН and СНИЛС (valid checksums, invented). */
const SOKOLOVA_CERTIFICATE = { fio: SOKOLOVA.name, inn: '770212345681', snils: '11223344595' };

/** A whole PDF (header, one stream of random bytes, xref, %%EOF) of about `size` bytes. */
function largePdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Length 0 >>\nstream\n', 'latin1');
  const end = Buffer.from('\nendstream\nendobj\n', 'latin1');
  const body = randomBytes(size);
  const xrefAt = head.length + body.length + end.length;
  const xref = `xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([head, body, end, Buffer.from(xref, 'latin1')]);
}

let head: FakeCertificate;
let stranger: FakeCertificate;

test.beforeAll(async ({ request }) => {
  head = await issueTestCertificate(request, HEAD);
  stranger = await issueTestCertificate(request, STRANGER);
});

test('the company signs a contract with КЭП in the drawer, the contractor with ПЭП on a phone: «Подписан», both signatures in the zip', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await installCadesPluginFake(page, { certificates: [head, stranger] });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  const seen = await seenSms(page.request);
  const drawer = await sentContract(page);

  await drawer.getByRole('button', { name: 'Подписать КЭП' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подписание КЭП' });
  await expect(dialog.getByText(TITLE)).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  // Another company's head: the server checks the certificate against the company and refuses it.
  await dialog.getByRole('radio', { name: new RegExp(STRANGER.fio) }).check();
  await dialog.getByRole('button', { name: 'Подписать', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Подпись не принята');
  await expect(dialog.getByRole('alert')).toContainText('ИНН');

  await dialog.getByRole('radio', { name: new RegExp(HEAD.fio) }).check();
  await expect(dialog.getByText(/Действует до .* · Тестовый УЦ ГОСТ/).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Подписать', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Документ подписан')).toBeVisible();
  await expect(drawer.getByText('Ожидает подписи исполнителя', { exact: true })).toBeVisible();
  await expect(drawer.getByText(/Подписан компанией/)).toBeVisible();
  await drawer.getByRole('button', { name: 'Ссылка для исполнителя' }).click();
  const link = (await drawer.getByText(/\/employee\/documents\/[0-9a-f-]{36}/).textContent()) ?? '';

  // The contractor, on a phone: the КЭП is offered too, she signs with her ПЭП.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const contractor = await phone.newPage();
  await contractor.goto('/login');
  await logIn(contractor, SOKOLOVA.phone);
  await contractor.goto(new URL(link.trim()).pathname);
  await expect(contractor.getByRole('button', { name: 'Подписать КЭП' })).toBeVisible();
  await signWithSelfNep(contractor, SOKOLOVA.phone, seen);
  await expect(contractor.getByText('Подписан', { exact: true }).first()).toBeVisible();
  await phone.close();

  // The company: «Подписан», and the zip with the КЭП .sig and report and the ПЭП's record.
  await page.reload();
  const row = page
    .getByRole('table', { name: 'Документы' })
    .getByRole('row')
    .filter({ hasText: SOKOLOVA.name })
    .first();
  await expect(row.getByText('Подписан', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: TEMPLATE }).click();
  const reopened = page.getByRole('dialog', { name: TITLE });
  const download = page.waitForEvent('download');
  await reopened.getByRole('button', { name: 'Скачать архив' }).click();
  const zip = await JSZip.loadAsync(await readFile(await (await download).path()));
  const names = Object.keys(zip.files);
  expect(names.some((n) => /^подписи\/.*компания.*КЭП\.sig$/.test(n))).toBe(true);
  expect(names.some((n) => /^подписи\/.*компания.*КЭП\.txt$/.test(n))).toBe(true);
  expect(names.some((n) => /^подписи\/.*исполнитель.*ПЭП\.json$/.test(n))).toBe(true);
  // The evidence PDF for a court or an auditor sits beside them and lists both signatures.
  expect(names).toContain('Доказательства подписания.pdf');
  const report = Object.entries(zip.files).find(([n]) => /компания.*КЭП\.txt$/.test(n))![1];
  expect(await report.async('string')).toContain(HEAD.fio);
  await expectBothSignatures(await zip.file('Доказательства подписания.pdf')!.async('uint8array'));

  // «Отправить на e-mail»: the same zip goes to the accountant as a letter; the history names it, masked.
  await reopened.getByRole('button', { name: 'Отправить на e-mail' }).click();
  const send = page.getByRole('dialog', { name: 'Отправить на e-mail' });
  await expect(
    send.getByText(/^Уйдёт архив «.*\.zip»: документ, файлы подписей и доказательства подписания\.$/),
  ).toBeVisible();
  await send.getByLabel('E-mail получателя').fill('buh@demo-company.ru');
  await send.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(page.getByText('Документ отправлен на b***@demo-company.ru')).toBeVisible();
  await expect(
    reopened.getByText('Отправлен по электронной почте: архив с подписями на b***@demo-company.ru'),
  ).toBeVisible();
  const letter = await waitForLetter(
    'buh@demo-company.ru',
    new RegExp(`^${TEMPLATE.replace(/[()]/g, '\\$&')} № \\d+ от `),
  );
  expect(letter.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/\.zip$/)]);
  const mailed = await JSZip.loadAsync(Buffer.from(letter.attachments[0]!.base64, 'base64'));
  await expectBothSignatures(await mailed.file('Доказательства подписания.pdf')!.async('uint8array'));
});

/** «Доказательства подписания.pdf» of the contract: the head's КЭП for the company and Соколова's ПЭП. */
async function expectBothSignatures(pdf: Uint8Array) {
  const text = await pdfText(pdf);
  expect(text).toMatch(/Подпись 1 — компания: КЭП, \d\d\.\d\d\.\d{4} \d\d:\d\d \(МСК\)/);
  expect(text).toMatch(/Подпись 2 — исполнитель: ПЭП, \d\d\.\d\d\.\d{4} \d\d:\d\d \(МСК\)/);
  expect(text).toContain('квалифицированная электронная подпись (63-ФЗ ст. 5), CAdES-BES');
  expect(text).toContain('простая электронная подпись (63-ФЗ ст. 9)');
  // The КЭП's certificate names the head and the company; the ПЭП names Соколова and where her code went.
  expect(text).toContain('Владелец сертификата');
  expect(text).toContain(HEAD.fio);
  expect(text).toContain(`ИНН ЮЛ ${HEAD.inn_company}`);
  expect(text).toContain(SOKOLOVA.name);
  expect(text).toContain('по SMS +7 *** ***-00-07');
  expect(text).toContain('Статус: Подписан');
}

test("no plug-in: CryptoPro's own cadesplugin_api.js finds no extension, install instructions instead of a certificate list", async ({
  page,
}) => {
  // No fake here: the page loads the real script (2.4.1, ADR 012) from our origin, and Chromium has
  // no CryptoPro extension, so the script itself rejects window.cadesplugin.
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  const drawer = await sentContract(page);
  const script = page.waitForResponse((res) => res.url().endsWith('/vendor/cadesplugin_api.js'));
  await drawer.getByRole('button', { name: 'Подписать КЭП' }).click();
  const loaded = await script;
  expect(loaded.status()).toBe(200);
  expect(loaded.headers()['content-type']).toContain('text/javascript');
  expect(
    await page.evaluate(() => (window as { cadesplugin?: { JSModuleVersion?: string } }).cadesplugin?.JSModuleVersion),
  ).toBe('2.4.1');
  const dialog = page.getByRole('dialog', { name: 'Подписание КЭП' });
  await expect(dialog.getByText(/Не найден плагин КриптоПро ЭЦП/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'КриптоПро CSP' })).toHaveAttribute('href', /cryptopro\.ru/);
  await expect(dialog.getByRole('link', { name: 'расширение для браузера' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Проверить снова' })).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
});

test("the company's certificates on /profile/security: an empty store, then the head's certificate added from CryptoPro", async ({
  page,
}) => {
  await installCadesPluginFake(page, { certificates: [] });
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  await page.goto('/profile/security');
  await page.getByRole('button', { name: 'Добавить из КриптоПро' }).click();
  await expect(page.getByRole('dialog').getByText('Нет доступных сертификатов')).toBeVisible();

  await installCadesPluginFake(page, { certificates: [head] });
  await page.reload();
  await page.getByRole('button', { name: 'Добавить из КриптоПро' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сертификат из КриптоПро' });
  await expect(dialog.getByRole('radio', { name: new RegExp(HEAD.fio) })).toBeChecked();
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  const list = page.getByRole('list', { name: 'Сертификаты' });
  await expect(list.getByText(HEAD.fio)).toBeVisible();
  await expect(list.getByText('Действует', { exact: true })).toBeVisible();
});

test("the contractor's signing means on a phone: her КЭП certificate added from CryptoPro, what Госключ needs", async ({
  browser,
  request,
}) => {
  // A person's qualified certificate carries both ИНН and СНИЛС; the profile may hold either or both (the
  // Госключ journey adds her СНИЛС), and every one the profile holds must match.
  const mine = await issueTestCertificate(request, { fio: SOKOLOVA.name, inn: '770212345681', snils: '11223344595' });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await installCadesPluginFake(page, { certificates: [mine] });
  await page.goto('/login');
  await logIn(page, SOKOLOVA.phone);
  await page.goto('/employee/profile/esign');
  await expect(page.getByRole('heading', { name: 'Сертификаты КЭП' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Госключ' })).toBeVisible();
  await expect(page.getByText(/СНИЛС в профиле указан|В профиле нет СНИЛС/)).toBeVisible();
  await page.getByRole('button', { name: 'Добавить из КриптоПро' }).click();
  await page.getByRole('dialog', { name: 'Сертификат из КриптоПро' }).getByRole('button', { name: 'Добавить' }).click();
  const list = page.getByRole('list', { name: 'Сертификаты' });
  await expect(list.getByText(SOKOLOVA.name)).toBeVisible();
  await expect(list.getByText('Действует', { exact: true })).toBeVisible();
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await phone.close();
});

test('a contract over 5 MiB: the contractor signs it with КЭП by its hash (SignHash), the server gets no bytes to sign', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await logIn(page, DEMO_CUSTOMER_EMAIL);
  // The company's own PDF through the API, contractor first.
  const csrf = (await page.context().cookies()).find((c) => c.name === 'vp_csrf')?.value ?? '';
  const headers = { 'x-csrf-token': csrf };
  const employees = (await (
    await page.request.post(`${baseUrl()}/v1/employees`, {
      headers,
      data: { page: 1, page_size: 20, search: 'Соколова' },
    })
  ).json()) as { items: { id: string }[] };
  const uploaded = await page.request.post(`${baseUrl()}/v1/document/upload`, {
    headers,
    multipart: {
      employee_id: employees.items[0]!.id,
      kind: 'CONTRACT',
      subkind_id: '6f1c2d0e-0a1b-4c3d-8e01-000000000201',
      title: 'Договор с приложениями (скан)',
      sign_order: 'CONTRACTOR_FIRST',
      file: { name: 'договор.pdf', mimeType: 'application/pdf', buffer: largePdf(6 * 1024 * 1024) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const doc = (await uploaded.json()) as { id: string };
  expect((await page.request.post(`${baseUrl()}/v1/document/${doc.id}/send`, { headers, data: {} })).status()).toBe(
    200,
  );

  const mine = await issueTestCertificate(request, SOKOLOVA_CERTIFICATE);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const contractor = await phone.newPage();
  await installCadesPluginFake(contractor, { certificates: [mine] });
  await contractor.goto('/login');
  await logIn(contractor, SOKOLOVA.phone);
  await contractor.goto(`/employee/documents/${doc.id}`);
  await contractor.getByRole('button', { name: 'Подписать КЭП' }).click();
  const dialog = contractor.getByRole('dialog', { name: 'Подписание КЭП' });
  // The dialog asks for what to sign when «Подписать» is pressed.
  const toSign = contractor.waitForResponse(
    (r) => r.request().method() === 'GET' && r.url().endsWith(`/document/${doc.id}/sign_kep`),
  );
  await dialog.getByRole('button', { name: 'Подписать', exact: true }).click();
  const answer = (await (await toSign).json()) as { sign_mode: string; content?: string; hash: string };
  expect(answer.sign_mode).toBe('HASH');
  expect(answer.content).toBeUndefined();
  await expect(dialog).toBeHidden();
  await expect(contractor.getByText('Ожидает подписи компании', { exact: true }).first()).toBeVisible();
  await phone.close();
});
