import { expect, it } from 'vitest';
import { removeViewsNotShown } from './shown-views';

it('removes the view CSS hides and keeps the shown one and everything else', () => {
  const root = document.createElement('div');
  root.innerHTML = `
    <div data-copy-view="phone" style="display: none"><ul><li>Петров Пётр</li></ul></div>
    <div data-copy-view="desktop" style="display: block"><table><tr><td>Петров Пётр</td></tr></table></div>
    <p>Всего: 1</p>`;
  document.body.append(root);
  removeViewsNotShown(root);
  expect(root.querySelector('[data-copy-view="phone"]')).toBeNull();
  expect(root.querySelector('td')?.textContent).toBe('Петров Пётр');
  expect(root.querySelector('p')?.textContent).toBe('Всего: 1');
  root.remove();
});
