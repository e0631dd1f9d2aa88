import { useLayoutEffect, useState } from 'preact/hooks';

/**
 * False in the build's HTML, true once the page's script has taken it over. A form's button is disabled until then:
 * submitted natively, the form would go nowhere useful (and never as a query string with what was typed). A layout
 * effect, so that a part drawn later (a tab, a step) is live before anything else can happen, not after a paint.
 */
export function useHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(false);
  useLayoutEffect(() => setIsHydrated(true), []);
  return isHydrated;
}
