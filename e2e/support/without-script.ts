/**
 * A page of the same person with the browser's script turned off: what the server sends is all there is, so a
 * journey can read what a slow phone shows before the app's code has come (issue 29, the route copies).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';

export async function openWithoutScript(
  browser: Browser,
  as: BrowserContext,
  path: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await as.cookies());
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}
