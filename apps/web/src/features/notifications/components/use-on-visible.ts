import { useCallback } from 'react';

/**
 * A callback ref that calls `onVisible` whenever the element scrolls into view. A new `onVisible`
 * re-observes the element, so an element still in view after a page loaded asks for the next one.
 * Browsers without IntersectionObserver simply never load more.
 */
export function useOnVisible(onVisible: () => void) {
  return useCallback(
    (node: Element | null) => {
      if (!node || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [onVisible],
  );
}
