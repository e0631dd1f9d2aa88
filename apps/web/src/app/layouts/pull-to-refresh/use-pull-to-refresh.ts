import { type RefObject, useEffect, useRef, useState } from 'react';

/** SPEC §9: a pull of 64 px (as the indicator moves) refreshes. */
export const PULL_THRESHOLD_PX = 64;
/** The indicator stops here however far the finger goes. */
export const PULL_MAX_PX = 128;
/** The indicator follows the finger at half speed, so a refresh takes a deliberate pull, not a scroll. */
export const PULL_RESISTANCE = 0.5;

/** startY is null while no pull is under way (the page was not at its top when the touch began). */
export type PullGesture = { startY: number | null; distance: number };
export const IDLE_GESTURE: PullGesture = { startY: null, distance: 0 };

/** A pull only starts at the very top of the page; elsewhere the finger scrolls. */
export function startPull(scrollTop: number, y: number): PullGesture {
  return scrollTop > 0 ? IDLE_GESTURE : { startY: y, distance: 0 };
}

export function movePull(gesture: PullGesture, y: number): PullGesture {
  if (gesture.startY === null) return gesture;
  const distance = Math.min(PULL_MAX_PX, Math.max(0, (y - gesture.startY) * PULL_RESISTANCE));
  return { ...gesture, distance };
}

/** Releasing past the threshold refreshes; short of it, nothing happens. */
export function shouldRefreshOnRelease(gesture: PullGesture): boolean {
  return gesture.startY !== null && gesture.distance >= PULL_THRESHOLD_PX;
}

/** How far the page, or any scrolled box between the touch and the container, is scrolled down. */
export function scrollOffsetAbove(touched: EventTarget | null, container: Element, win: Window): number {
  let offset = win.scrollY || win.document.documentElement.scrollTop;
  for (let node = touched instanceof Element ? touched : null; node && node !== container; node = node.parentElement) {
    offset += node.scrollTop;
  }
  return offset;
}

type PullToRefreshOptions = {
  onRefresh: () => Promise<unknown>;
  isEnabled: boolean;
  /** Touches inside this element pull; dialogs and drawers are portalled outside it and never do. */
  containerRef: RefObject<HTMLElement | null>;
};

/**
 * Touch handling for pull-to-refresh on the page's own scroll. While enabled it also turns off the
 * browser's native pull-to-reload (overscroll-behavior), which would otherwise reload the whole page.
 */
export function usePullToRefresh({ onRefresh, isEnabled, containerRef }: PullToRefreshOptions) {
  const [distance, setDistance] = useState(0);
  const [isRefreshing, setIsRefreshing] = useState(false);
  const gesture = useRef<PullGesture>(IDLE_GESTURE);
  const isRefreshingRef = useRef(false);
  const onRefreshRef = useRef(onRefresh);
  onRefreshRef.current = onRefresh;

  useEffect(() => {
    const target = containerRef.current;
    if (!isEnabled || !target) return;
    const win = target.ownerDocument.defaultView ?? window;
    const root = target.ownerDocument.documentElement;
    const previousOverscroll = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';

    const update = (next: PullGesture) => {
      gesture.current = next;
      setDistance(next.distance);
    };
    const handleStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (isRefreshingRef.current || event.touches.length !== 1 || !touch) return;
      update(startPull(scrollOffsetAbove(event.target, target, win), touch.clientY));
    };
    const handleMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || gesture.current.startY === null) return;
      update(movePull(gesture.current, touch.clientY));
    };
    const handleEnd = () => {
      const isRefresh = shouldRefreshOnRelease(gesture.current);
      update(IDLE_GESTURE);
      if (!isRefresh) return;
      isRefreshingRef.current = true;
      setIsRefreshing(true);
      onRefreshRef
        .current()
        .catch(() => {
          // Each query reports its own failure (retry panels, toasts); the gesture only has to end.
        })
        .finally(() => {
          isRefreshingRef.current = false;
          setIsRefreshing(false);
        });
    };

    target.addEventListener('touchstart', handleStart, { passive: true });
    target.addEventListener('touchmove', handleMove, { passive: true });
    target.addEventListener('touchend', handleEnd);
    target.addEventListener('touchcancel', handleEnd);
    return () => {
      root.style.overscrollBehaviorY = previousOverscroll;
      target.removeEventListener('touchstart', handleStart);
      target.removeEventListener('touchmove', handleMove);
      target.removeEventListener('touchend', handleEnd);
      target.removeEventListener('touchcancel', handleEnd);
      gesture.current = IDLE_GESTURE;
      setDistance(0);
    };
  }, [isEnabled, containerRef]);

  return { distance, isRefreshing };
}
