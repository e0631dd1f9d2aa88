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

/** Loaders of page files by the page each one exports: `{ LoginPage: () => import('…/login-page') }`. */
type PageFiles<N extends string> = { [K in N]: () => Promise<{ [P in K]: ComponentType }> };

/**
 * One chunk per page file: `const auth = lazyPageFiles({ LoginPage: () => import('…/login-page'), … })`,
 * then `lazy: auth('LoginPage')`. A route downloads its own page and what that page imports, never its
 * neighbours' forms and widgets (/login does not load the registration form or the date picker).
 */
export function lazyPageFiles<N extends string>(files: PageFiles<N>) {
  return (name: N) => lazyPages(files[name] as () => Promise<Record<N, ComponentType>>)(name);
}
