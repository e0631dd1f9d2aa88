import { reloadAfterChunkError } from '../lib/chunk-reload';
import { holdClicksUntilTakeover } from './held-click';

/**
 * The one script of a logged-in route's copy (vite-plugins/route-shells.ts, ADR 017): the page is drawn from its
 * HTML; this starts the app, which draws the same page over it, and holds a press on the copy meanwhile so that it
 * is made on the app's page instead of lost (held-click.ts).
 */
const root = document.getElementById('root');
if (root) {
  holdClicksUntilTakeover(root);
  const entry = root.getAttribute('data-app-entry') ?? '';
  // The route's own chunks download beside the startup file, not after it has run and matched the route.
  const preloads = (root.getAttribute('data-app-modules') ?? '').split(' ').filter(Boolean);
  const preloadNext = () => {
    const href = preloads.shift();
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    // One link per task: inserting ~60 links at once held the main thread for ~100 ms on this machine.
    setTimeout(preloadNext, 0);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(/* @vite-ignore */ entry).catch((error: unknown) => {
      // A deploy replaced the files: reload once, as the app does for its chunks.
      console.warn('Не удалось загрузить приложение', error);
      reloadAfterChunkError();
    });
    preloadNext();
  };
  // After the first paint, so that the page is on screen before the startup file shares the link; a hidden tab
  // paints nothing, so it starts after half a second.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
}
