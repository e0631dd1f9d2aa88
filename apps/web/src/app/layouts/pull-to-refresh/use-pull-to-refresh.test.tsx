import { act, fireEvent, render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../../test/viewport';
import { MOBILE_BREAKPOINT_PX } from '../../../theme/tokens';
import { PullToRefresh } from './pull-to-refresh';
import {
  IDLE_GESTURE,
  movePull,
  PULL_MAX_PX,
  PULL_THRESHOLD_PX,
  shouldRefreshOnRelease,
  startPull,
} from './use-pull-to-refresh';

describe('pull gesture', () => {
  it('starts only at the top of the page', () => {
    expect(startPull(0, 120)).toEqual({ startY: 120, distance: 0 });
    expect(startPull(1, 120)).toBe(IDLE_GESTURE);
  });

  it('the indicator follows at half the finger travel, never upwards, never past the maximum', () => {
    const start = startPull(0, 100);
    expect(movePull(start, 160).distance).toBe(30);
    expect(movePull(start, 40).distance).toBe(0);
    expect(movePull(start, 10_000).distance).toBe(PULL_MAX_PX);
    expect(movePull(IDLE_GESTURE, 500)).toBe(IDLE_GESTURE);
  });

  it('refreshes on release at the 64 px threshold or beyond, not short of it', () => {
    const start = startPull(0, 0);
    expect(PULL_THRESHOLD_PX).toBe(64);
    expect(shouldRefreshOnRelease(movePull(start, 127))).toBe(false); // 63.5 px
    expect(shouldRefreshOnRelease(movePull(start, 128))).toBe(true); // 64 px
    expect(shouldRefreshOnRelease(movePull(start, 400))).toBe(true);
    expect(shouldRefreshOnRelease(IDLE_GESTURE)).toBe(false);
  });
});

/** A finger dragged down over `element`; touch events bubble to the pull container. */
function pull(fromY: number, toY: number, element: Element = screen.getByText('Выплаты')) {
  fireEvent.touchStart(element, { touches: [{ clientY: fromY }] });
  fireEvent.touchMove(element, { touches: [{ clientY: (fromY + toY) / 2 }] });
  fireEvent.touchMove(element, { touches: [{ clientY: toY }] });
  fireEvent.touchEnd(element, { touches: [] });
}

function Page({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  return (
    <PullToRefresh onRefresh={onRefresh}>
      <h1>Выплаты</h1>
      <div data-testid="scroll-box" style={{ overflow: 'auto' }}>
        <p>Список</p>
      </div>
      {createPortal(<div role="dialog">Уведомления</div>, document.body)}
    </PullToRefresh>
  );
}

/** A refresh that finishes when the test says so. */
function deferredRefresh() {
  let finish: () => void = () => {};
  const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { onRefresh, finish: () => act(async () => finish()) };
}

describe('pull-to-refresh on the employee pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.scrollY = 0;
  });

  it('on a phone, a pull past the threshold refreshes with a spinner until the data is back', async () => {
    setViewportWidth(MOBILE_BREAKPOINT_PX - 1);
    const refresh = deferredRefresh();
    render(<Page onRefresh={refresh.onRefresh} />);
    expect(document.documentElement.style.overscrollBehaviorY).toBe('contain');

    pull(100, 100 + 2 * PULL_THRESHOLD_PX + 20);
    expect(refresh.onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Обновление' })).toBeInTheDocument();

    // A second pull while refreshing starts nothing.
    pull(100, 400);
    expect(refresh.onRefresh).toHaveBeenCalledTimes(1);

    await refresh.finish();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a short pull shows the indicator while pulling but does not refresh', () => {
    setViewportWidth(375);
    const onRefresh = vi.fn(async () => {});
    render(<Page onRefresh={onRefresh} />);
    const heading = screen.getByText('Выплаты');
    fireEvent.touchStart(heading, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(heading, { touches: [{ clientY: 160 }] });
    expect(screen.getByRole('status', { name: 'Потяните, чтобы обновить' })).toBeInTheDocument();
    fireEvent.touchEnd(heading, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a page scrolled down scrolls instead of refreshing', () => {
    setViewportWidth(375);
    window.scrollY = 300;
    const onRefresh = vi.fn(async () => {});
    render(<Page onRefresh={onRefresh} />);
    pull(100, 400);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('a box scrolled inside the page, or a dialog over it, scrolls instead of refreshing', () => {
    setViewportWidth(375);
    const onRefresh = vi.fn(async () => {});
    render(<Page onRefresh={onRefresh} />);
    screen.getByTestId('scroll-box').scrollTop = 50;
    pull(100, 400, screen.getByText('Список'));
    pull(100, 400, screen.getByRole('dialog'));
    expect(onRefresh).not.toHaveBeenCalled();

    screen.getByTestId('scroll-box').scrollTop = 0;
    pull(100, 400, screen.getByText('Список'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('a desktop browser at desktop width has no pull-to-refresh; a mobile browser has it at any width', async () => {
    setViewportWidth(1280);
    const onRefresh = vi.fn(async () => {});
    const { unmount } = render(<Page onRefresh={onRefresh} />);
    pull(100, 400);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(document.documentElement.style.overscrollBehaviorY).toBe('');
    unmount();

    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    );
    render(<Page onRefresh={onRefresh} />);
    pull(100, 400);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => {});
  });
});
