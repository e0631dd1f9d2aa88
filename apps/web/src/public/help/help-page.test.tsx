/** @jsxImportSource preact */
import { within } from '@testing-library/dom';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from '../../features/help/articles';
import { HELP_SLUGS } from '../../features/help/help-slugs';
import { HelpPage, type SupportContacts } from './help-page';
import { addresses, title } from './help-render';

const NO_SUPPORT: SupportContacts = { email: null, hasChat: false };

let container: HTMLElement | undefined;
afterEach(() => container?.remove());

/** The page as the build draws it for an address: what a visitor reads before any script. */
function drawn(address: string, support = NO_SUPPORT) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<HelpPage address={address} support={support} />);
  document.body.append(container);
  return within(container);
}

describe('the public knowledge base', () => {
  it('is one page per address: the list and every article, none for an address without one', () => {
    expect(addresses).toEqual(['/help', ...HELP_SLUGS.map((slug) => `/help/${slug}`)]);
    expect(title('/help')).toBe('База знаний — Выплаты и документы');
    expect(title('/help/npd-income-limit')).toBe('Лимит дохода самозанятого: 2,4 млн ₽ в год — Выплаты и документы');
  });

  it('lists every article as a page load of its own address, with the way to log in', () => {
    const page = drawn('/help');
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('База знаний');
    const list = page.getByRole('list', { name: 'Статьи' });
    for (const article of HELP_ARTICLES) {
      expect(within(list).getByRole('link', { name: article.title })).toHaveAttribute('href', `/help/${article.slug}`);
      expect(within(list).getByText(article.summary)).toBeInTheDocument();
    }
    expect(page.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(page.getByRole('link', { name: 'Выплаты и документы — на главную' })).toHaveAttribute('href', '/');
    // Nothing configured, nothing invented: no support section and no chat button.
    expect(page.queryByRole('heading', { name: 'Связаться с поддержкой' })).toBeNull();
    expect(page.queryByRole('button', { name: 'Чат поддержки' })).toBeNull();
  });

  it('draws an article whole: its sections, lists and links into the portal, and the way back', () => {
    const page = drawn('/help/npd-income-limit');
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Лимит дохода самозанятого: 2,4 млн ₽ в год');
    expect(page.getByText(/не больше 2 400 000 ₽ за календарный год/)).toBeInTheDocument();
    expect(page.getByRole('link', { name: '← База знаний' })).toHaveAttribute('href', '/help');
    const article = HELP_ARTICLES.find((a) => a.slug === 'how-to-pay')!;
    const howToPay = drawn('/help/how-to-pay');
    for (const section of article.sections) {
      expect(howToPay.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
      for (const link of section.links ?? []) {
        expect(howToPay.getAllByRole('link', { name: link.text })[0]).toHaveAttribute('href', link.to);
      }
    }
  });

  it('shows the support this installation configured: the address, and the chat button until the widget is up', () => {
    const page = drawn('/help/how-to-sign', { email: 'help@vyplaty.example', hasChat: true });
    const support = page.getByRole('heading', { name: 'Связаться с поддержкой' }).closest('section')!;
    expect(within(support as HTMLElement).getByRole('link', { name: 'help@vyplaty.example' })).toHaveAttribute(
      'href',
      'mailto:help@vyplaty.example',
    );
    expect(within(support as HTMLElement).getByText('Нажмите «Чат поддержки» в шапке страницы.')).toBeInTheDocument();
    // Enabled by the page's script once the third party's widget can open (help-entry.ts).
    expect(page.getByRole('button', { name: 'Чат поддержки' })).toBeDisabled();
  });
});
