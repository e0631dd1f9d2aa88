/** The form's own markup for the hydrated variants, as a server would render it (build.mjs). */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LoginForm, routes, Shell } from './form';

export async function serverMarkup(withRouter: boolean): Promise<string> {
  if (!withRouter) {
    return renderToString(
      <Shell>
        <LoginForm />
      </Shell>,
    );
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/login'));
  if (context instanceof Response) throw new Error('the floor route redirected');
  return renderToString(
    <Shell>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
    </Shell>,
  );
}
