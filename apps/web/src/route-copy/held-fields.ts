/**
 * Typing into a route's copy before the app has taken it over (vite-plugins/route-shells.ts, ADR 017): the copy's
 * fields are plain HTML ones, and the app draws its own page over them. What was typed is carried into the same
 * fields of the app's page once it is drawn — found by their labels — and the field the person was in gets the
 * focus back, the caret where it was.
 */

import { copyIn, isShown } from './shown-views';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Fields whose value is typed: not the ones a press toggles (held-click.ts holds those presses). */
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'button', 'submit', 'reset', 'image']);

const isTextField = (target: EventTarget | null): target is TextField =>
  (target instanceof HTMLInputElement && !NOT_TYPED.has(target.type)) || target instanceof HTMLTextAreaElement;

/** What names a field on both pages: its label, else its aria-label, its placeholder or its name. */
export function fieldKey(field: TextField): string | null {
  const label = field.labels?.[0]?.textContent?.replace(/\s+/g, ' ').trim();
  return label || field.getAttribute('aria-label') || field.placeholder || field.name || null;
}

function findField(root: ParentNode, key: string): TextField | null {
  const fields = [...root.querySelectorAll<TextField>('input, textarea')];
  return fields.find((field) => isTextField(field) && fieldKey(field) === key && isShown(field)) ?? null;
}

/** A value set as typing sets it, so that React's controlled field takes it (React listens to `input`). */
function typeInto(field: TextField, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** How long the app's fields are waited for: past that, the person has moved on. */
export const HELD_FIELDS_LIFETIME_MS = 15_000;

/** Carries what is typed into the copy in `root` over to the app's page once it is drawn. Returns what stops it. */
export function holdFieldsUntilTakeover(root: HTMLElement, now: () => number = Date.now): () => void {
  const { isOnCopy, isReplaced } = copyIn(root);
  const typed = new Map<string, string>();
  let focused: { key: string; caret: number | null } | null = null;
  let replacedAt: number | null = null;

  const remember = (event: Event) => {
    if (!isOnCopy(event.target) || !isTextField(event.target)) return;
    const key = fieldKey(event.target);
    if (!key) return;
    if (event.type === 'input') typed.set(key, event.target.value);
    focused = { key, caret: event.target.selectionEnd };
  };
  const carry = () => {
    if (!isReplaced()) return;
    replacedAt ??= now();
    if (now() - replacedAt > HELD_FIELDS_LIFETIME_MS) return stop();
    for (const [key, value] of typed) {
      const field = findField(root, key);
      if (!field) continue;
      typed.delete(key);
      if (field.value !== value) typeInto(field, value);
    }
    if (focused) {
      const field = findField(root, focused.key);
      if (field) {
        field.focus();
        if (focused.caret !== null) field.setSelectionRange(focused.caret, focused.caret);
        focused = null;
      }
    }
    if (typed.size === 0 && !focused) stop();
  };
  const observer = new MutationObserver(carry);
  const stop = () => {
    for (const type of ['input', 'focusin', 'keyup']) root.removeEventListener(type, remember, true);
    observer.disconnect();
  };
  for (const type of ['input', 'focusin', 'keyup']) root.addEventListener(type, remember, true);
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
