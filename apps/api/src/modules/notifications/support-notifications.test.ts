import { apiPaths, type NotificationListResponse } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let support: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  support = { authorization: `Bearer ${server.runtime.ctx.config.SUPPORT_API_TOKEN}` };
});
afterAll(() => server.close());

describe('support-only notification calls', () => {
  it('lists the notification types with Russian names', async () => {
    const res = await server.client().get(apiPaths.notifications.types, { headers: support });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        { type: 'system', name: 'Системное' },
        { type: 'other', name: 'Прочее' },
      ],
    });
  });

  it('refuses a customer session and a wrong token', async () => {
    const customer = server.client();
    await customer.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });
    const withSession = await customer.get<{ error_message: string; code: string }>(apiPaths.notifications.types);
    expect(withSession.status).toBe(403);
    expect(withSession.body).toMatchObject({
      code: 'SUPPORT_ONLY',
      error_message: 'Действие доступно только службе поддержки',
    });
    const wrong = await server
      .client()
      .get(apiPaths.notifications.types, { headers: { authorization: 'Bearer wrong' } });
    expect(wrong.status).toBe(403);
  });

  it('sends a notification that the recipient sees in the bell', async () => {
    const sent = await server.client().post<{ id: string }>(
      apiPaths.notifications.send,
      {
        login: DEMO_CUSTOMER.email,
        title: 'Плановые работы',
        body: 'Сервис будет недоступен ночью',
        url: '/payments',
      },
      { headers: support },
    );
    expect(sent.status).toBe(201);
    const customer = server.client();
    await customer.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });
    const page = await customer.post<NotificationListResponse>(apiPaths.notifications.list, { page: 1, page_size: 10 });
    expect(page.body.items.find((n) => n.id === sent.body.id)).toMatchObject({
      title: 'Плановые работы',
      type: 'system',
      url: '/payments',
      is_read: false,
    });
  });

  it('answers 404 for an unknown recipient and 400 for bad input, in Russian', async () => {
    const unknown = await server
      .client()
      .post<{ error_message: string }>(
        apiPaths.notifications.send,
        { login: 'nobody@company.ru', title: 'x', body: 'y' },
        { headers: support },
      );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_message).toBe('Получатель не найден');
    for (const body of [
      { login: DEMO_CUSTOMER.email, title: '', body: 'y' },
      { login: DEMO_CUSTOMER.email, title: 'x', body: 'y', url: 'https://evil.example/' },
      { login: DEMO_CUSTOMER.email, title: 'x', body: 'y', type: 'urgent' },
    ]) {
      const res = await server
        .client()
        .post<{ error_message: string }>(apiPaths.notifications.send, body, { headers: support });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_message).toMatch(/[а-яё]/i);
    }
  });
});
