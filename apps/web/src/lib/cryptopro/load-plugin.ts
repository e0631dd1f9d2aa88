/**
 * Loading CryptoPro's browser plug-in (DOMAIN.md §6.2 step 1, ADR 012): CryptoPro's own
 * cadesplugin_api.js served from our origin (`/vendor/cadesplugin_api.js`), added to the page only
 * when a signing screen asks for it; it defines `window.cadesplugin`, a Promise that the extension and
 * the native part resolve, or that rejects (or never settles) without them. Anything but a resolved
 * plug-in is «no plug-in»: the page goes on and shows how to install it. A `window.cadesplugin` that
 * is already there (loaded before, or the browser tests' fake) is used as it is.
 */
import { CryptoProError } from './errors';
import type { CadesPluginGlobal, CryptoPro } from './types';

export const CADESPLUGIN_API_URL = '/vendor/cadesplugin_api.js';
/** cadesplugin_api.js gives up after 20 s itself; a missing extension must not keep the dialog longer. */
const LOAD_TIMEOUT_MS = 20_000;

type Host = { win: Window; doc: Document };

function injectScript({ doc }: Host, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.cryptopro = 'api';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(new CryptoProError('NO_PLUGIN'));
    });
    doc.head.appendChild(script);
  });
}

function withTimeout<T>(win: Window, promise: PromiseLike<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = win.setTimeout(() => reject(new CryptoProError('NO_PLUGIN')), ms);
    promise.then(
      (value) => {
        win.clearTimeout(timer);
        resolve(value);
      },
      () => {
        win.clearTimeout(timer);
        reject(new CryptoProError('NO_PLUGIN'));
      },
    );
  });
}

const wrap = (plugin: CadesPluginGlobal): CryptoPro => ({
  create: (name) => plugin.CreateObjectAsync(name),
  lastError: (error) => {
    try {
      return plugin.getLastError?.(error) || undefined;
    } catch {
      return undefined;
    }
  },
});

/** The last load, and the `window.cadesplugin` it was made over (a new one, e.g. a test's, loads again). */
let loaded: { over: CadesPluginGlobal | undefined; promise: Promise<CryptoPro> } | null = null;

async function load(host: Host, src: string, timeoutMs: number): Promise<CryptoPro> {
  if (!host.win.cadesplugin) {
    const existing = host.doc.querySelector('script[data-cryptopro="api"]');
    if (!existing) await injectScript(host, src);
  }
  const plugin = host.win.cadesplugin;
  if (!plugin || typeof plugin.then !== 'function') throw new CryptoProError('NO_PLUGIN');
  await withTimeout(host.win, plugin, timeoutMs);
  if (typeof plugin.CreateObjectAsync !== 'function') throw new CryptoProError('NO_PLUGIN');
  return wrap(plugin);
}

/**
 * The plug-in, ready: resolves once, rejects with CryptoProError NO_PLUGIN. A failure is not kept, so
 * «Проверить снова» after installing the extension tries again (a reload may still be needed: the
 * extension injects itself into pages opened after it was installed).
 */
export function loadCryptoPro(options: { host?: Host; src?: string; timeoutMs?: number } = {}): Promise<CryptoPro> {
  const host = options.host ?? { win: window, doc: document };
  const src = options.src ?? CADESPLUGIN_API_URL;
  const timeoutMs = options.timeoutMs ?? LOAD_TIMEOUT_MS;
  if (options.host) return load(host, src, timeoutMs);
  if (loaded && (!window.cadesplugin || loaded.over === window.cadesplugin)) return loaded.promise;
  const current = {
    over: window.cadesplugin,
    promise: load(host, src, timeoutMs).catch((error: unknown) => {
      if (loaded === current) loaded = null;
      throw error;
    }),
  };
  loaded = current;
  return current.promise;
}
