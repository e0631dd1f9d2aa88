import { expect, test } from '../support/test';

test('the web manifest is linked and served in Russian with icons', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /\/manifest\.webmanifest$/);
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    lang: string;
    icons: { sizes: string }[];
    theme_color: string;
  };
  expect(manifest.name).toMatch(/[а-яё]/i);
  expect(manifest.lang).toBe('ru');
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as unknown as { src: string }[]) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
});

test('the service worker registers at the site root, activates and never caches API calls', async ({ page }) => {
  await page.goto('/login');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
  const precached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(precached.some((p) => p.startsWith('/assets/'))).toBe(true);
  expect(precached.filter((p) => p.startsWith('/v1/') || p.startsWith('/sandbox/'))).toEqual([]);
});

test('NAVIGATE_FROM_NOTIFICATION posted by the service worker navigates the app', async ({ page, context }) => {
  await page.goto('/login');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The worker controls the page after it claims clients (or after a reload).
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const [worker] = context.serviceWorkers().length
    ? context.serviceWorkers()
    : [await context.waitForEvent('serviceworker')];
  await worker!.evaluate(async () => {
    const scope = self as unknown as { clients: { matchAll(o: object): Promise<{ postMessage(m: unknown): void }[]> } };
    for (const client of await scope.clients.matchAll({ type: 'window' })) {
      client.postMessage({ type: 'NAVIGATE_FROM_NOTIFICATION', url: '/help' });
    }
  });
  await expect(page).toHaveURL(/\/help$/);
});
