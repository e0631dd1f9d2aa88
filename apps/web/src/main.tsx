import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loginPathFor } from './app/guards/resolve-redirect';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { endLocalSession } from './features/auth/api/logout';
import { reloadAfterChunkError } from './lib/chunk-reload';
import { setAuthLostHandler } from './lib/http';
import { queryClient } from './lib/query-client';
import { queryKeys } from './lib/query-keys';
import type { Session } from './lib/session';
import { loadAnalytics, loadSupportChat, trackPageViews } from './lib/third-party-scripts';
import { isNativeShell } from './native/is-native-shell';
import { installPrompt } from './pwa/install-prompt';
import { listenForNotificationNavigation } from './pwa/notification-navigation';
import { registerServiceWorker, reloadToLatestVersion } from './pwa/service-worker';
import { startVersionCheck } from './pwa/version-check';
import { watchSessionStart } from './pwa/watch-session';

const router = createAppRouter(queryClient);
const navigateInApp = (path: string) => void router.navigate(path);
const isNative = isNativeShell();

// A failed refresh means the session is over: forget everything cached for it and ask to log in again,
// coming back to this page afterwards.
setAuthLostHandler(() => {
  void endLocalSession(queryClient, () =>
    router.navigate(loginPathFor(new URL(window.location.href)), { replace: true }),
  );
});

// Vite reports failed preloads of chunks the current page depends on; same guarded reload as lazy routes.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

// PWA (ADR 005): the worker and version polling only in production builds and never in the native
// shell, whose code ships inside the app. A clicked notification navigates inside the router.
installPrompt.listen();
listenForNotificationNavigation(navigateInApp);
if (import.meta.env.PROD && !isNative) {
  registerServiceWorker();
  startVersionCheck({ reload: () => reloadToLatestVersion() });
}
const nativeShell = isNative
  ? import('./native/start-native-shell')
      .then(({ startNativeShell }) => startNativeShell({ navigate: navigateInApp }))
      .catch((error: unknown) => {
        console.error('Не удалось запустить нативные функции приложения', error);
        return null;
      })
  : Promise.resolve(null);

// Push devices belong to an account: register them whenever someone is (or becomes) logged in.
watchSessionStart<Session>(
  queryClient,
  queryKeys.auth.me,
  (session) => (session ? `${session.role}:${session.entity_id}` : null),
  () => {
    if (isNative) void nativeShell.then((shell) => shell?.startPush());
    else if (import.meta.env.PROD) void import('./pwa/push-subscription').then(({ startWebPush }) => startWebPush());
  },
);

loadSupportChat();
const pageHit = loadAnalytics();
if (pageHit) trackPageViews(router, pageHit);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const renderApp = () => {
  // A transition lets React build the first screen in slices of a few milliseconds instead of one long
  // task, so a slow phone's main thread stays free for input meanwhile (Lighthouse's TBT).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
};
// A page the server sent drawn already (vite-plugins/route-shells.ts) stays on screen until the router
// has this route's code and data, so the app replaces it with the same page, not with a loader.
if (container.hasAttribute('data-prerendered') && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    renderApp();
  });
} else {
  renderApp();
}
