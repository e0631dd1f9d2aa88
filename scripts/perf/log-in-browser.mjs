/**
 * Logs a browser page into the portal through the API (the demo password), as the measurements in this folder need:
 * the app reads its CSRF cookie to know someone may be logged in, so real cookies are set by a real login. The page
 * first opens a JSON answer of the portal, which loads no app code and no service worker.
 */
export const DEMO_PASSWORD = 'Demo-2026!';

export async function logInBrowser(page, base, login) {
  // The API's own answers carry `default-src 'none'`, which forbids a fetch from that page.
  await page.setBypassCSP(true);
  await page.goto(`${base}/v1/health`);
  const status = await page.evaluate(
    async (login, password) => {
      const res = await fetch('/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login, password }),
      });
      return res.status;
    },
    login,
    DEMO_PASSWORD,
  );
  if (status !== 200) throw new Error(`Вход ${login} не удался: HTTP ${status}`);
  await page.setBypassCSP(false);
}
