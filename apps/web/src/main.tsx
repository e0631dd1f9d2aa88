import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { leaveForLoginWhenAuthLost } from './app/auth-lost';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { reloadAfterChunkError } from './lib/chunk-reload';
import { queryClient } from './lib/query-client';
import { queryKeys } from './lib/query-keys';
import type { Session } from './lib/session';
import { loadAnalytics, loadSupportChat, trackPageViews } from './lib/third-party-scripts';
import { yieldToMain } from './lib/yield-to-main';
import { isNativeShell } from './native/is-native-shell';
import { installPrompt } from './pwa/install-prompt';
import { listenForNotificationNavigation } from './pwa/notification-navigation';
import { registerServiceWorker, reloadToLatestVersion } from './pwa/service-worker';
import { startVersionCheck } from './pwa/version-check';
import { watchSessionStart } from './pwa/watch-session';
import { appTheme } from './theme/theme';

// Startup runs in several tasks (lib/yield-to-main.ts): the theme, the router with the route's first
// navigation, the first render, then what can wait (PWA, chat, analytics). As one task it held a slow
// phone's main thread for hundreds of milliseconds while the page was already on screen (the /login
// copy of route-shells.ts), which is most of what Lighthouse counted as blocking time.
const isNative = isNativeShell();
// The browser offers installation once, early; listen before anything else.
installPrompt.listen();

// Vite reports failed preloads of chunks the current page depends on; same guarded reload as lazy routes.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

async function start(root: HTMLElement) {
  await yieldToMain();
  appTheme();
  await yieldToMain();
  // Matching the address starts the route's code and its loaders (the session check) downloading.
  const router = createAppRouter(queryClient);
  const navigateInApp = (path: string) => void router.navigate(path);

  leaveForLoginWhenAuthLost(queryClient, router);
  // A clicked notification navigates inside the router.
  listenForNotificationNavigation(navigateInApp);
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

  // A page the server sent drawn already (vite-plugins/route-shells.ts) stays on screen until the router
  // has this route's code and data, so the app replaces it with the same page, not with a loader.
  if (root.hasAttribute('data-prerendered') && !router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
    await yieldToMain();
  }
  // A transition lets React build the first screen in slices of a few milliseconds instead of one long
  // task, so a slow phone's main thread stays free for input meanwhile (Lighthouse's TBT).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });

  // What the first screen does not need. PWA (ADR 005): the worker and version polling only in
  // production builds and never in the native shell, whose code ships inside the app.
  await yieldToMain();
  if (import.meta.env.PROD && !isNative) {
    registerServiceWorker();
    startVersionCheck({ reload: () => reloadToLatestVersion() });
  }
  loadSupportChat();
  const pageHit = loadAnalytics();
  if (pageHit) trackPageViews(router, pageHit);
}

void start(container);
