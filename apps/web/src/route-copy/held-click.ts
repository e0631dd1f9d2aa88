/**
 * A press on a route's copy before the app has taken it over (vite-plugins/route-shells.ts, ADR 017): the copy is
 * HTML, so a tap on a contractor's row would do nothing and be lost. The copy's script holds the last such press and
 * makes it again on the app's page once it is drawn — the same element, found by what it says.
 */

/** What a press was on: the element's tag and text, and the row, card, button or link it belongs to. */
export type HeldClick = { tag: string; text: string; holder: { tag: string; text: string } | null };

/** What the person presses on a list page: its rows and cards, buttons, tabs, links, menu items. */
const HOLDERS =
  'tr, li, a, button, [role="row"], [role="listitem"], [role="button"], [role="tab"], [role="link"], [role="menuitem"]';

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

export function describeClick(target: Element): HeldClick {
  const holder = target.closest(HOLDERS);
  return {
    tag: target.tagName,
    text: textOf(target),
    holder: holder ? { tag: holder.tagName, text: textOf(holder) } : null,
  };
}

/** Shown on screen: the copy draws some parts twice (the phone's and the desktop's), hidden by CSS but one. */
function isShown(element: Element): boolean {
  for (let at: Element | null = element; at; at = at.parentElement) {
    if (at.ownerDocument.defaultView?.getComputedStyle(at).display === 'none') return false;
  }
  return true;
}

/**
 * The element of the app's page the held press was on: the same tag and text in a holder with the same text, or,
 * when the holder's text has changed meanwhile (a status updated), the same tag and text alone. Only one shown.
 */
export function findClicked(root: ParentNode, held: HeldClick): HTMLElement | null {
  const candidates = [...root.querySelectorAll<HTMLElement>(held.tag)].filter(
    (element) => textOf(element) === held.text && isShown(element),
  );
  const inSameHolder = candidates.find((element) => {
    const holder = element.closest(HOLDERS);
    return held.holder !== null && holder?.tagName === held.holder.tag && textOf(holder) === held.holder.text;
  });
  return inSameHolder ?? candidates[0] ?? null;
}

/** How long a held press waits for the app's page: past that it is stale, and the person has moved on. */
export const HELD_CLICK_LIFETIME_MS = 15_000;

/**
 * Holds presses on the copy in `root` until the app replaces it, then makes the last one on the app's page. A link's
 * press is left to the browser (a page load of its address works without the app). Returns what stops it.
 */
export function holdClicksUntilTakeover(root: HTMLElement, now: () => number = Date.now): () => void {
  const copy = [...root.children];
  const isOnCopy = (target: EventTarget | null) =>
    target instanceof Element && copy.some((node) => node.isConnected && node.contains(target));
  let held: { click: HeldClick; at: number } | null = null;

  const hold = (event: MouseEvent) => {
    if (!isOnCopy(event.target) || !(event.target instanceof Element)) return;
    if (event.target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    held = { click: describeClick(event.target), at: now() };
  };
  const replay = () => {
    if (copy.some((node) => node.isConnected)) return;
    if (!held) return stop();
    if (now() - held.at > HELD_CLICK_LIFETIME_MS) return stop();
    const element = findClicked(root, held.click);
    if (!element) return;
    stop();
    element.click();
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
