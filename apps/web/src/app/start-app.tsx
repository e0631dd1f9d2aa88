import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { endLocalSession } from '../features/auth/api/logout';
import { setAuthLostHandler } from '../lib/http';
import { queryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import type { Session } from '../lib/session';
import { loadAnalytics, loadSupportChat, trackPageViews } from '../lib/third-party-scripts';
import { yieldToMain } from '../lib/yield-to-main';
import { listenForNotificationNavigation } from '../pwa/notification-navigation';
import { registerServiceWorker, reloadToLatestVersion } from '../pwa/service-worker';
import { startVersionCheck } from '../pwa/version-check';
import { watchSessionStart } from '../pwa/watch-session';
import { loginPathFor } from './guards/resolve-redirect';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

type StartAppOptions = {
  root: HTMLElement;
  createRoot: (container: HTMLElement) => Root;
  isNative: boolean;
};

/**
 * The app's start once its libraries are evaluated (main.tsx loads them a chunk per task): the router with
 * the route's first navigation, the first render, then what the first screen does not need.
 */
export async function startApp({ root, createRoot, isNative }: StartAppOptions) {
  // Matching the address starts the route's code and its loaders (the session check) downloading.
  const router = createAppRouter(queryClient);
  const navigateInApp = (path: string) => void router.navigate(path);

  // A failed refresh means the session is over: forget everything cached for it and ask to log in again,
  // coming back to this page afterwards.
  setAuthLostHandler(() => {
    void endLocalSession(queryClient, () =>
      router.navigate(loginPathFor(new URL(window.location.href)), { replace: true }),
    );
  });
  // A clicked notification navigates inside the router.
  listenForNotificationNavigation(navigateInApp);
  const nativeShell = isNative
    ? import('../native/start-native-shell')
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
      else if (import.meta.env.PROD) void import('../pwa/push-subscription').then(({ startWebPush }) => startWebPush());
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
