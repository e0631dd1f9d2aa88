/**
 * A route's copy holds the phone's view and the desktop's of its header and list, CSS showing one
 * (components/copy-views.tsx). The one not shown is removed, so that the page holds what the app's page holds: one
 * header, one list — what assistive technology, find-in-page and the browser tests read.
 */
export function removeViewsNotShown(root: HTMLElement) {
  const view = root.ownerDocument.defaultView;
  for (const element of root.querySelectorAll('[data-copy-view]')) {
    if (view?.getComputedStyle(element).display === 'none') element.remove();
  }
}
