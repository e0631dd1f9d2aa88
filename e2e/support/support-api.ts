/** Calls the journeys make as support staff or as the logged-in page, straight to the API. */
import type { APIRequestContext, BrowserContext } from '@playwright/test';

const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210';

export async function sendNotificationAsSupport(
  request: APIRequestContext,
  notification: { login: string; title: string; body: string; url?: string },
) {
  const response = await request.post(`${baseUrl()}/v1/notification/send`, {
    headers: { authorization: `Bearer ${process.env.E2E_SUPPORT_TOKEN}` },
    data: notification,
  });
  if (response.status() !== 201) throw new Error(`support send answered ${response.status()}`);
  return (await response.json()) as { id: string };
}

/** Marks every unread notification of the context's session read, so a journey starts from zero. */
export async function markAllReadViaApi(context: BrowserContext) {
  const csrf = (await context.cookies()).find((c) => c.name === 'vp_csrf')?.value ?? '';
  for (;;) {
    const list = await context.request.post(`${baseUrl()}/v1/notifications`, {
      headers: { 'x-csrf-token': csrf },
      data: { is_read: false, page: 1, page_size: 100 },
    });
    const { items } = (await list.json()) as { items: { id: string }[] };
    if (items.length === 0) return;
    await context.request.post(`${baseUrl()}/v1/notification/read`, {
      headers: { 'x-csrf-token': csrf },
      data: { notification_ids: items.map((n) => n.id) },
    });
  }
}
