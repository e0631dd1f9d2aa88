import { reloadAfterChunkError } from './lib/chunk-reload';
import { yieldToMain } from './lib/yield-to-main';
import { isNativeShell } from './native/is-native-shell';
import { installPrompt } from './pwa/install-prompt';

// The startup file is small: the libraries come as chunks of their own, each evaluated in a task of its
// own, with the browser free to paint and answer input in between (lib/yield-to-main.ts). Evaluated as
// one file they held a slow phone's main thread for hundreds of milliseconds while the page was already
// on screen (the route copies of vite-plugins/route-shells.ts), most of what Lighthouse counted as
// blocking time. The copies and index.html name these chunks as preloads, so they download together.
const isNative = isNativeShell();
// The browser offers installation once, early; listen before anything else.
installPrompt.listen();

// Vite reports failed preloads of chunks the current page depends on; same guarded reload as lazy routes.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

async function start(root: HTMLElement) {
  await yieldToMain();
  const { createRoot } = await import('react-dom/client');
  await yieldToMain();
  // The theme (MUI's styles, Emotion) and then the providers that use it.
  (await import('./theme/theme')).appTheme();
  await yieldToMain();
  await import('./app/providers');
  await yieldToMain();
  // The HTTP client (axios) and the query cache, before the router whose loaders use them.
  await import('./lib/query-client');
  await yieldToMain();
  await import('./app/router');
  await yieldToMain();
  const { startApp } = await import('./app/start-app');
  await yieldToMain();
  await startApp({ root, createRoot, isNative });
}

start(container).catch((error: unknown) => {
  // A chunk that failed to load (a deploy replaced the files) reloads the page once.
  if (!reloadAfterChunkError()) console.error('Не удалось запустить приложение', error);
});
