/**
 * SMS codes from the gateway sandbox and signing a document with the ПЭП, as the documents journeys do:
 * `seenSms` before a journey, so a code of an earlier one is never taken for ours; `nextCode` waits for
 * the newest unseen code to a phone; `signWithSelfNep` is «Подписать ПЭП» → (the ПЭП issued first when
 * the person has none: accept its agreement, a code) → a code by SMS → «Подписать».
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';

type Sms = { id: string; to: string; text: string };

export async function seenSms(request: APIRequestContext): Promise<Set<string>> {
  const { items } = (await (await request.get('/sandbox/sms/messages')).json()) as { items: Sms[] };
  return new Set(items.map((m) => m.id));
}

export async function nextCode(request: APIRequestContext, phone: string, seen: Set<string>): Promise<string> {
  let found: Sms | undefined;
  await expect
    .poll(async () => {
      const { items } = (await (await request.get('/sandbox/sms/messages')).json()) as { items: Sms[] };
      found = items.find((m) => m.to === phone && !seen.has(m.id) && /\b\d{6}\b/.test(m.text));
      return Boolean(found);
    })
    .toBe(true);
  seen.add(found!.id);
  return found!.text.match(/\b(\d{6})\b/)![1]!;
}

export async function signWithSelfNep(page: Page, phone: string, seen: Set<string>) {
  await page.getByRole('button', { name: 'Подписать ПЭП' }).click();
  await expect(page.getByRole('button', { name: 'Получить код' })).toBeVisible();
  const accept = page.getByRole('checkbox', { name: /принимаю его условия/ });
  if (await accept.isVisible()) {
    await accept.check();
    await page.getByRole('button', { name: 'Получить код' }).click();
    await page.getByLabel('Код подтверждения').fill(await nextCode(page.request, phone, seen));
    await page.getByRole('button', { name: 'Выпустить подпись' }).click();
    await expect(page.getByRole('button', { name: 'Получить код' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText(/Код отправлен в СМС на номер/)).toBeVisible();
  await page.getByLabel('Код подтверждения').fill(await nextCode(page.request, phone, seen));
  await page.getByRole('button', { name: 'Подписать', exact: true }).click();
  await expect(page.getByText('Документ подписан')).toBeVisible();
}
