import { createContext, useContext } from 'react';

/**
 * True while a page is rendered to HTML for a route's copy (src/prerender/*, vite-plugins/route-shells.ts).
 * The HTML cannot ask the screen's width, so what the app chooses by a media query in JavaScript (the
 * phone or the desktop header, the cards or the table) is drawn both ways and chosen by CSS instead
 * (components/copy-views.tsx).
 */
export const PrerenderContext = createContext(false);

export const useIsPrerender = () => useContext(PrerenderContext);
