import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loginPathFor } from './app/guards/resolve-redirect';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { endLocalSession } from './features/auth/api/logout';
import { reloadAfterChunkError } from './lib/chunk-reload';
import { setAuthLostHandler } from './lib/http';
import { queryClient } from './lib/query-client';

const router = createAppRouter(queryClient);

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

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
