import { vi } from 'vitest';

/** jsdom has no layout: tells MUI's useMediaQuery (matchMedia) how wide the viewport is. */
export function setViewportWidth(widthPx: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: maxWidth ? widthPx <= Number(maxWidth[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}
