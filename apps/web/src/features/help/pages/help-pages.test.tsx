import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { HELP_ARTICLES } from '../articles';
import { HELP_SLUGS } from '../help-slugs';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/help', '/help/how-to-pay');
}, 60_000);

describe('knowledge base (/help)', () => {
  it('the route table knows exactly the articles there are', () => {
    expect(HELP_ARTICLES.map((a) => a.slug)).toEqual([...HELP_SLUGS]);
  });

  it('lists every article as a link to its own page, for a visitor too', async () => {
    renderApp('/help', { session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'База знаний' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Статьи' });
    for (const article of HELP_ARTICLES) {
      expect(within(list).getByRole('link', { name: article.title })).toHaveAttribute('href', `/help/${article.slug}`);
    }
  });

  it('opens an article from the list: the 2.4 M ₽ rule', async () => {
    const { router } = renderApp('/help', { session: null });
    await userEvent.click(await screen.findByRole('link', { name: 'Лимит дохода самозанятого: 2,4 млн ₽ в год' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Лимит дохода самозанятого: 2,4 млн ₽ в год' }));
    expect(router.state.location.pathname).toBe('/help/npd-income-limit');
    expect(screen.getByText(/не больше 2 400 000 ₽ за календарный год/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← База знаний' })).toHaveAttribute('href', '/help');
  });

  it('answers an address it has no article for with «Страница не найдена»', async () => {
    renderApp('/help/no-such-article', { session: null });
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'База знаний' })).not.toBeInTheDocument();
  });
});
