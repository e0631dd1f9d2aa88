import { reloadAfterChunkError } from '../lib/chunk-reload';
import { holdClicksUntilTakeover } from './held-click';
import { holdFieldsUntilTakeover } from './held-fields';
import { removeViewsNotShown } from './shown-views';

/**
 * The one script of a logged-in route's copy (vite-plugins/route-shells.ts, ADR 017). The page comes drawn with the
 * visitor's data; the app, which draws the same page over it and makes it live, is asked for at the first sign of a
 * person at the page — a touch, a press, the mouse, a key, the focus, a wheel, a resize, or the tab shown again — not while
 * the page is only loading. Until it has taken over, a press on the copy and what is typed into it are held and
 * made on the app's page (held-click.ts, held-fields.ts); links work as links.
 */
// A resize too: the copy keeps only the view shown at its width (shown-views.ts); the app draws the one for the new.
const SIGNS_OF_A_PERSON = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'resize',
] as const;

const root = document.getElementById('root');
if (root) {
  removeViewsNotShown(root);
  holdClicksUntilTakeover(root);
  holdFieldsUntilTakeover(root);
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
  const start = () => {
    for (const sign of SIGNS_OF_A_PERSON) window.removeEventListener(sign, start, true);
    document.removeEventListener('visibilitychange', startWhenShownAgain);
    import(/* @vite-ignore */ entry).catch((error: unknown) => {
      // A deploy replaced the files: reload once, as the app does for its chunks.
      console.warn('Не удалось загрузить приложение', error);
      reloadAfterChunkError();
    });
    preloadNext();
  };
  // A person coming back to the tab (a payout's status may have changed meanwhile) gets the live page.
  const startWhenShownAgain = () => {
    if (document.visibilityState === 'visible') start();
  };
  for (const sign of SIGNS_OF_A_PERSON) window.addEventListener(sign, start, { capture: true, passive: true });
  document.addEventListener('visibilitychange', startWhenShownAgain);
}
