import type { ComponentType } from 'react';
import { withChunkReload } from '../lib/chunk-reload';

/**
 * Pages of one feature module as route `lazy` functions: `const auth = lazyPages(() => import(…))`, then
 * `lazy: auth('LoginPage')`. The module is its own chunk, loaded on first visit; a failed chunk (typically
 * after a deploy) reloads the page once, guarded against loops.
 */
export function lazyPages<M>(load: () => Promise<M>) {
  const loadModule = withChunkReload(load);
  return (name: keyof M) => async () => {
    const module = await loadModule();
    return { Component: module[name] as ComponentType };
  };
}
