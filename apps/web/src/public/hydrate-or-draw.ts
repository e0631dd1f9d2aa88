import { hydrate, render, type VNode } from 'preact';

/**
 * A public page the build drew in several views (`data-view` on its frame): made live as it is when the HTML is the
 * view the address asks for (the usual case, the API sent that one); else drawn afresh — hydrating another view's
 * markup would keep parts of it.
 */
export function hydrateOrDraw(root: HTMLElement, page: VNode, view: string): void {
  if (root.querySelector('[data-view]')?.getAttribute('data-view') === view) hydrate(page, root);
  else {
    root.textContent = '';
    render(page, root);
  }
}
