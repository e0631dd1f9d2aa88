/**
 * A press on a route's copy before the app has taken it over (vite-plugins/route-shells.ts, ADR 017): the copy is
 * HTML, so a tap on a contractor's row would do nothing and be lost. The copy's script holds the last such press and
 * makes it again on the app's page once it is drawn — the same element, found by what it says.
 */

import { copyIn, isShown } from './shown-views';

/**
 * What a press was on: the element and each row, card, button or link around it, by tag, aria-label and text, and
 * which of the elements so described it was, in the page's order (two rows' «⋮» buttons are alike but for their rows).
 */
export type HeldClick = { chain: string[]; index: number };

/** What the person presses on a list page: its rows and cards, buttons, tabs, links, menu items. */
const HOLDERS =
  'tr, li, a, button, [role="row"], [role="listitem"], [role="button"], [role="tab"], [role="link"], [role="menuitem"]';

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const describe = (element: Element) =>
  `${element.tagName}|${element.getAttribute('aria-label') ?? ''}|${textOf(element)}`;

/** The element and the holders around it, innermost first, up to `root`. */
function chainOf(element: Element, root: Element): string[] {
  const chain = [describe(element)];
  for (let at = element.parentElement?.closest(HOLDERS); at && root.contains(at); ) {
    chain.push(describe(at));
    at = at.parentElement?.closest(HOLDERS);
  }
  return chain;
}

/** The shown elements under `root` described as `chain` says, in the page's order. */
function alike(root: Element, chain: string[]): Element[] {
  const tag = chain[0]?.split('|')[0] ?? '';
  const same = (element: Element) => {
    const other = chainOf(element, root);
    return other.length === chain.length && other.every((link, at) => link === chain[at]);
  };
  return [...root.querySelectorAll(tag)].filter((element) => same(element) && isShown(element));
}

export function describeClick(target: Element, root: Element): HeldClick {
  const chain = chainOf(target, root);
  return { chain, index: Math.max(0, alike(root, chain).indexOf(target)) };
}

/** The element of the app's page the held press was on, if the app has drawn it. */
export function findClicked(root: Element, held: HeldClick): Element | null {
  const candidates = alike(root, held.chain);
  return candidates[held.index] ?? null;
}

/** A press as the mouse makes one: MUI opens its selects on `mousedown`, buttons act on `click`; an icon is an SVG. */
function press(element: Element) {
  for (const type of ['mousedown', 'mouseup', 'click']) {
    element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, composed: true, button: 0 }));
  }
}

/** How long a held press waits for the app's page: past that it is stale, and the person has moved on. */
export const HELD_CLICK_LIFETIME_MS = 15_000;

/**
 * Holds presses on the copy in `root` until the app replaces it, then makes the last one on the app's page. A link's
 * press is left to the browser (a page load of its address works without the app). Returns what stops it.
 */
export function holdClicksUntilTakeover(root: HTMLElement, now: () => number = Date.now): () => void {
  const { isOnCopy, isReplaced } = copyIn(root);
  let held: { click: HeldClick; at: number } | null = null;

  const hold = (event: MouseEvent) => {
    if (!isOnCopy(event.target) || !(event.target instanceof Element)) return;
    if (event.target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    held = { click: describeClick(event.target, root), at: now() };
  };
  const replay = () => {
    if (!isReplaced()) return;
    if (!held) return stop();
    if (now() - held.at > HELD_CLICK_LIFETIME_MS) return stop();
    const element = findClicked(root, held.click);
    if (!element) return;
    stop();
    press(element);
  };
  const observer = new MutationObserver(replay);
  const stop = () => {
    root.removeEventListener('click', hold, true);
    observer.disconnect();
  };
  root.addEventListener('click', hold, true);
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
