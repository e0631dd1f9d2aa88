import { type ComponentType, lazy } from 'react';
import { withChunkReload } from '../../lib/chunk-reload';

/**
 * A component that is not on the first screen (a dialog, a drawer) as its own chunk, downloaded when it
 * is first shown: `const Drawer = lazyComponent(() => import('./drawer'), 'Drawer')`, rendered inside a
 * `<Suspense>` only once it is needed. `preload()` starts the download early (on hover or focus of what
 * opens it), so the click finds it there. A failed chunk (after a deploy) reloads the page once, as for
 * routes (app/lazy-pages.ts).
 */
export function lazyComponent<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  const loadModule = withChunkReload(load);
  const Component = lazy(async () => ({ default: (await loadModule())[name] as ComponentType<PropsOf<M[K]>> }));
  // A preload that fails stays quiet (no reload on a hover); showing the component tries again.
  return Object.assign(Component, { preload: () => void load().catch(() => undefined) });
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;
