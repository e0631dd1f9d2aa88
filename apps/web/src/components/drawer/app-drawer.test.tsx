import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../test/viewport';
import { MOBILE_BREAKPOINT_PX } from '../../theme/tokens';
import { AppDrawer } from './app-drawer';

afterEach(() => vi.unstubAllGlobals());

const dialog = () => screen.getByRole('dialog', { name: 'Новая выплата' });

describe('drawer', () => {
  it.each([
    ['main', '628px'],
    ['middle', '428px'],
    ['secondary', '348px'],
  ] as const)('%s is %s wide on desktop', (size, width) => {
    setViewportWidth(1280);
    render(
      <AppDrawer open onClose={vi.fn()} title="Новая выплата" size={size}>
        Форма
      </AppDrawer>,
    );
    expect(dialog()).toHaveStyle({ width });
  });

  it('main with an extra panel is 976 px wide and shows the panel beside the content', () => {
    setViewportWidth(1280);
    render(
      <AppDrawer open onClose={vi.fn()} title="Новая выплата" size="main" extraPanel="История выплаты">
        Форма
      </AppDrawer>,
    );
    expect(dialog()).toHaveStyle({ width: '976px' });
    const panel = within(dialog()).getByRole('complementary');
    expect(panel).toHaveTextContent('История выплаты');
    expect(panel).toHaveStyle({ width: '348px' });
    expect(panel.parentElement).toHaveStyle({ flexDirection: 'row' });
  });

  it(`below ${MOBILE_BREAKPOINT_PX} px it opens from the right at full width`, () => {
    setViewportWidth(MOBILE_BREAKPOINT_PX - 1);
    render(
      <AppDrawer open onClose={vi.fn()} title="Новая выплата" size="main">
        Форма
      </AppDrawer>,
    );
    expect(dialog()).toHaveStyle({ width: '100%' });
    // Pinned to the right edge of the screen.
    expect(dialog()).toHaveStyle({ position: 'fixed', right: '0px' });
    expect(dialog()).not.toHaveStyle({ left: '0px' });
  });

  it(`at exactly ${MOBILE_BREAKPOINT_PX} px it keeps the desktop width`, () => {
    setViewportWidth(MOBILE_BREAKPOINT_PX);
    render(
      <AppDrawer open onClose={vi.fn()} title="Новая выплата" size="middle">
        Форма
      </AppDrawer>,
    );
    expect(dialog()).toHaveStyle({ width: '428px' });
  });

  it("has a header of at least 84 px with the title and a 'Закрыть' button", async () => {
    const onClose = vi.fn();
    render(
      <AppDrawer open onClose={onClose} title="Новая выплата" size="secondary">
        Форма
      </AppDrawer>,
    );
    const heading = within(dialog()).getByRole('heading', { name: 'Новая выплата' });
    expect(heading.parentElement).toHaveStyle({ minHeight: '84px' });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks the page scroll while open and releases it after closing', async () => {
    function Page() {
      const [isOpen, setIsOpen] = useState(true);
      return (
        <AppDrawer open={isOpen} onClose={() => setIsOpen(false)} title="Новая выплата" size="main">
          Форма
        </AppDrawer>
      );
    }
    render(<Page />);
    expect(document.body).toHaveStyle({ overflow: 'hidden' });

    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(document.body).not.toHaveStyle({ overflow: 'hidden' });
  });

  it('reopens with fresh content: what was typed before closing is gone', async () => {
    function Page() {
      const [isOpen, setIsOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setIsOpen(true)}>
            Создать выплату
          </button>
          <AppDrawer open={isOpen} onClose={() => setIsOpen(false)} title="Новая выплата" size="main">
            <input aria-label="Сумма" />
          </AppDrawer>
        </>
      );
    }
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Создать выплату' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Сумма' }), '1500');

    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    await userEvent.click(screen.getByRole('button', { name: 'Создать выплату' }));

    expect(screen.getByRole('textbox', { name: 'Сумма' })).toHaveValue('');
  });
});
