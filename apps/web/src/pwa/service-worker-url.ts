/**
 * Where the service worker is and what it controls: registered by the app (service-worker.ts) and by the public
 * pages (src/public/start-public-page.ts), which must not load the app's worker state (it is a React store).
 */
/** Emitted by vite-plugin-pwa from src/sw.ts; scope '/' (SPEC §9: the site root). */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';
