import { useEffect, useState } from 'preact/hooks';

/**
 * False in the build's HTML, true once the page's script has taken it over. A form's button is disabled until then:
 * submitted natively, the form would go nowhere useful (and never as a query string with what was typed).
 */
export function useHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  return isHydrated;
}
