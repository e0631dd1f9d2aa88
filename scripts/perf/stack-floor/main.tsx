/** The floor's four ways to start (build.mjs sets VITE_FLOOR_VARIANT at build time). */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LoginForm, routes, Shell } from './form';

const root = document.getElementById('root')!;
const variant = import.meta.env.VITE_FLOOR_VARIANT;
const withRouter = variant === 'router-render' || variant === 'router-hydrate';
const app = withRouter ? (
  <Shell>
    {/* No loaders, so the router needs no hydration data to match the server's markup. */}
    <RouterProvider router={createBrowserRouter(routes)} />
  </Shell>
) : (
  <Shell>
    <LoginForm />
  </Shell>
);
if (variant === 'hydrate' || variant === 'router-hydrate') hydrateRoot(root, app);
else createRoot(root).render(app);
