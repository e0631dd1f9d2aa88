import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_CLICK_LIFETIME_MS, holdClicksUntilTakeover } from './held-click';

/** A list as the copy and the app draw it: the same rows, one of them the demo contractor's. */
const LIST = `
  <table><tbody>
    <tr data-row="1"><td>Иванов Иван</td><td><span>+7 999 000-00-02</span></td></tr>
    <tr data-row="2"><td>Петров Пётр</td><td><span>+7 999 000-00-01</span></td></tr>
  </tbody></table>
  <a href="/employees/invites">Приглашения</a>`;

function drawCopy() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = LIST;
  document.body.append(root);
  return root;
}

/** The app's page drawn over the copy, as React's first commit does it, with the rows' clicks recorded. */
function drawApp(root: HTMLElement, markup = LIST) {
  const clicked: string[] = [];
  root.replaceChildren();
  const page = document.createElement('main');
  page.innerHTML = markup;
  for (const row of page.querySelectorAll('tr')) row.addEventListener('click', () => clicked.push(row.dataset.row!));
  root.append(page);
  return clicked;
}

/** MutationObserver's callbacks run as a microtask after the change. */
const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe('a press on the copy before the app has taken over', () => {
  it("is made again on the app's row it was on, once the app has drawn it", async () => {
    const root = drawCopy();
    holdClicksUntilTakeover(root);
    const pressed = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelectorAll('span')[1]!.dispatchEvent(pressed);
    // Nothing of the copy's acts on it: the press is the app's to make.
    expect(pressed.defaultPrevented).toBe(true);

    const clicked = drawApp(root);
    await flushObservers();
    expect(clicked).toEqual(['2']);
  });

  it('goes to the one shown of two drawn alike (the phone and the desktop view), and only the last press counts', async () => {
    const root = drawCopy();
    holdClicksUntilTakeover(root);
    root.querySelectorAll('td')[0]!.click();
    root.querySelectorAll('td')[2]!.click();

    const clicked = drawApp(
      root,
      `<div style="display: none">${LIST.replaceAll('data-row="', 'data-row="hidden-')}</div>${LIST}`,
    );
    await flushObservers();
    expect(clicked).toEqual(['2']);
  });

  it("goes to the right one of buttons alike but for the row they are in (each row's «⋮»)", async () => {
    const rows = [1, 2]
      .map(
        (n) =>
          `<tr data-row="${n}"><td>Исполнитель ${n}</td><td><button aria-label="Действия"><svg></svg></button></td></tr>`,
      )
      .join('');
    const page = `<header><button aria-label="Действия"><svg></svg></button></header><table><tbody>${rows}</tbody></table>`;
    const root = drawCopy();
    root.innerHTML = page;
    holdClicksUntilTakeover(root);
    root.querySelectorAll('svg')[2]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

    root.replaceChildren();
    const app = document.createElement('main');
    app.innerHTML = page;
    const pressed: string[] = [];
    for (const button of app.querySelectorAll('button'))
      button.addEventListener('click', () => pressed.push(button.closest('tr')?.dataset.row ?? 'header'));
    root.append(app);
    await flushObservers();
    expect(pressed).toEqual(['2']);
  });

  it('waits for the row when the app draws its loader first', async () => {
    const root = drawCopy();
    holdClicksUntilTakeover(root);
    root.querySelectorAll('span')[0]!.click();
    drawApp(root, '<p>Загрузка…</p>');
    await flushObservers();

    const clicked = drawApp(root);
    await flushObservers();
    expect(clicked).toEqual(['1']);
  });

  it("is dropped when the app's page comes later than a person would wait", async () => {
    let now = 1_000;
    const root = drawCopy();
    holdClicksUntilTakeover(root, () => now);
    root.querySelectorAll('span')[0]!.click();
    now += HELD_CLICK_LIFETIME_MS + 1;

    const clicked = drawApp(root);
    await flushObservers();
    expect(clicked).toEqual([]);
  });

  it("leaves a link to the browser, and the app's own page alone", async () => {
    const root = drawCopy();
    holdClicksUntilTakeover(root);
    // What the browser would do with it: checked, then stopped here (jsdom cannot load another page).
    let wasLeftToTheBrowser = false;
    document.addEventListener(
      'click',
      (event) => {
        wasLeftToTheBrowser = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    root.querySelector('a')!.click();
    expect(wasLeftToTheBrowser).toBe(true);

    const clicked = drawApp(root);
    await flushObservers();
    const listener = vi.fn();
    root.addEventListener('click', listener);
    root.querySelectorAll('span')[0]!.click();
    expect(clicked).toEqual(['1']);
    expect(listener).toHaveBeenCalledOnce();
  });
});
