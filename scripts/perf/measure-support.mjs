/** What the measurements of this folder share (lighthouse.mjs, cpu-profile.mjs, first-load-by-package.mjs). */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** `--name value` from the command line, else the fallback. */
export function option(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
}

/** A module of the Lighthouse install in LIGHTHOUSE_DIR (lighthouse, puppeteer-core, chrome-launcher): not a project dependency. */
export async function loadFromLighthouseDir(name) {
  if (!process.env.LIGHTHOUSE_DIR) throw new Error('Укажите LIGHTHOUSE_DIR: папку, куда установлен lighthouse@12');
  const require = createRequire(path.join(path.resolve(process.env.LIGHTHOUSE_DIR), 'package.json'));
  return import(pathToFileURL(require.resolve(name)).href);
}

/** The owner of a source-mapped line: a package under node_modules, the contracts, or the app's folder two levels deep. */
export function ownerOf(source) {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (source.includes('packages/contracts/')) return '@vyplaty/contracts';
  return source
    .replace(/^.*?\/src\//, 'src/')
    .split('/')
    .slice(0, 3)
    .join('/');
}

export const DEMO_PASSWORD = 'Demo-2026!';

/**
 * Logs a browser page into the portal through the API (the demo password): the app reads its CSRF cookie to know
 * someone may be logged in, so real cookies are set by a real login. The page first opens a JSON answer of the
 * portal, which loads no app code and no service worker.
 */
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
