import type { MouseEvent } from 'react';

const CONTROLS = 'button, a, input, label, select, textarea, [role="button"], [role="checkbox"]';

/**
 * Whether a click on a row or card came from one of its own controls (checkbox, ⋮ menu, a link), or
 * from a menu or dialog it opened: React bubbles portal events through the row, though the DOM does not
 * hold them inside it. Such clicks must not also open the row's drawer.
 */
export function isFromInsideControl(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (!event.currentTarget.contains(target)) return true;
  const control = target.closest(CONTROLS);
  return control !== null && event.currentTarget.contains(control);
}
