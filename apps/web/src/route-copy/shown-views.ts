/**
 * A route's copy holds the phone's view and the desktop's of its header and list, CSS showing one
 * (components/copy-views.tsx). The one not shown is removed, so that the page holds what the app's page holds: one
 * header, one list — what assistive technology, find-in-page and the browser tests read.
 */
/** Shown on screen, as far as CSS goes: neither it nor anything around it `display: none`. */
export function isShown(element: Element): boolean {
  for (let at: Element | null = element; at; at = at.parentElement) {
    if (at.ownerDocument.defaultView?.getComputedStyle(at).display === 'none') return false;
  }
  return true;
}

export function removeViewsNotShown(root: HTMLElement) {
  for (const element of root.querySelectorAll('[data-copy-view]')) if (!isShown(element)) element.remove();
}

/**
 * The copy as `root` holds it now, to tell it from the app's page drawn over it (main.tsx replaces #root's content):
 * whether an event's target is on the copy, and whether the copy is gone.
 */
export function copyIn(root: HTMLElement) {
  const copy = [...root.children];
  return {
    isOnCopy: (target: EventTarget | null): target is Element =>
      target instanceof Element && copy.some((node) => node.isConnected && node.contains(target)),
    isReplaced: () => !copy.some((node) => node.isConnected),
  };
}
