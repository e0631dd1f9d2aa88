import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http';
import { verifiedCustomerProfile } from '../../test/fixtures/customer';
import { pathOf, type StubHandler } from '../../test/http-stub';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { setViewportWidth } from '../../test/viewport';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
});
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/payments/mass-payment', '/document-management/single', '/employee/profile/info');
}, 90_000);

const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const employee = { role: 'employee', entity_id: 'e1', is_verified: true } as const;
const api: StubHandler = (req) =>
  pathOf(req) === apiPaths.userProfile ? { status: 200, data: verifiedCustomerProfile } : { status: 404, data: {} };

/** Every link of the page, as its text and address. */
const links = () => screen.getAllByRole('link').map((a) => `${a.textContent} → ${a.getAttribute('href')}`);

describe('menus lead only to working pages (docs/decisions/upcoming-sections.md)', () => {
  it('«Выплаты» opens the NPD registries (SPEC §2), and the tabs offer every payments page', async () => {
    const { router } = renderApp('/payments', { session: customer, api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/mass-payment'));
    const sections = await screen.findByRole('tablist', { name: 'Разделы' });
    expect(
      within(sections)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Выплаты', 'Задания', 'Исполнители', 'Документы', 'Процессы', 'Пользователи', 'Профиль']);
    const payments = screen.getByRole('tablist', { name: 'Выплаты' });
    expect(
      within(payments)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Выплаты самозанятым', 'Выплаты физлицам', 'Массовые выплаты самозанятым', 'Массовые выплаты физлицам']);
    expect(within(payments).getByRole('tab', { name: 'Массовые выплаты самозанятым' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('documents offer the bundles tab; the header links are the portal’s own pages', async () => {
    renderApp('/document-management/single', { session: customer, api });
    const tabs = await screen.findByRole('tablist', { name: 'Документооборот' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Один документ', 'Несколько документов', 'Пакеты документов']);
    expect(screen.getByRole('link', { name: 'База знаний' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'Журнал' })).toHaveAttribute('href', '/journal');
    expect(links().filter((l) => l.includes('example.ru'))).toEqual([]);
  });

  it('a contractor sees «Задания» and no company journal', async () => {
    renderApp('/employee/profile/info', { session: employee, api });
    const sections = await screen.findByRole('tablist', { name: 'Разделы' });
    expect(
      within(sections)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Профиль', 'Задания', 'Выплаты', 'Документы']);
    expect(screen.getByRole('link', { name: 'База знаний' })).toHaveAttribute('href', '/help');
    expect(screen.queryByRole('link', { name: 'Журнал' })).not.toBeInTheDocument();
  });

  it('on a phone the knowledge base and the journal are in the user menu', async () => {
    setViewportWidth(390);
    const { router } = renderApp('/document-management/single', { session: customer, api });
    await userEvent.click(await screen.findByRole('button', { name: /^Меню пользователя/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'База знаний' })).toHaveAttribute('href', '/help');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Журнал' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/journal'));
  });
});
