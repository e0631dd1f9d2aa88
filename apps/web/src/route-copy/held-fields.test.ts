import { afterEach, describe, expect, it } from 'vitest';
import { HELD_FIELDS_LIFETIME_MS, holdFieldsUntilTakeover } from './held-fields';

/** The search of a list page as the copy and the app draw it, its label tied to the field. */
const SEARCH = (id: string) => `<label for="${id}">Поиск</label><input id="${id}" type="text">`;

function drawCopy() {
  const root = document.createElement('div');
  root.innerHTML = `<div>${SEARCH('copy-search')}<input type="checkbox" aria-label="Выбрать всех"></div>`;
  document.body.append(root);
  return root;
}

/** The app's page drawn over the copy (its own ids), recording what its search field is given. */
function drawApp(root: HTMLElement, markup = SEARCH('app-search')) {
  const received: string[] = [];
  root.replaceChildren();
  const page = document.createElement('main');
  page.innerHTML = markup;
  root.append(page);
  page.querySelector('input')?.addEventListener('input', (event) => {
    received.push((event.target as HTMLInputElement).value);
  });
  return received;
}

/** Typing into a field as a person does: focus, then the value with its `input` event. */
function type(field: HTMLInputElement, value: string) {
  field.focus();
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe('typing into the copy before the app has taken over', () => {
  it("is carried into the app's field of the same label, which gets the focus with the caret at the end", async () => {
    const root = drawCopy();
    holdFieldsUntilTakeover(root);
    type(root.querySelector<HTMLInputElement>('#copy-search')!, 'Петров');

    const received = drawApp(root);
    await flushObservers();
    const search = root.querySelector<HTMLInputElement>('#app-search')!;
    // Given as typing gives it: the app's controlled field hears the `input` event.
    expect(received).toEqual(['Петров']);
    expect(search.value).toBe('Петров');
    expect(document.activeElement).toBe(search);
    expect(search.selectionStart).toBe('Петров'.length);
  });

  it('waits for the field when the app draws its loader first, and lets a field without typing be', async () => {
    const root = drawCopy();
    holdFieldsUntilTakeover(root);
    type(root.querySelector<HTMLInputElement>('#copy-search')!, 'Иванов');
    drawApp(root, '<p>Загрузка…</p>');
    await flushObservers();

    const received = drawApp(root);
    await flushObservers();
    expect(received).toEqual(['Иванов']);
  });

  it("is dropped when the app's field has not come long after the page was replaced", async () => {
    let now = 1_000;
    const root = drawCopy();
    holdFieldsUntilTakeover(root, () => now);
    type(root.querySelector<HTMLInputElement>('#copy-search')!, 'Петров');
    drawApp(root, '<p>Загрузка…</p>');
    await flushObservers();
    now += HELD_FIELDS_LIFETIME_MS + 1;

    const received = drawApp(root);
    await flushObservers();
    expect(received).toEqual([]);
  });
});
