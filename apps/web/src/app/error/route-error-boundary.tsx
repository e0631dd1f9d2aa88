import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorLayout } from '../layouts/error-layout';
import { describeRouteError, isBot } from './describe-route-error';
import { ErrorPage } from './error-page';

/** The router's error element: the error layout with status, message and a way back. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { status, message } = describeRouteError(error);

  useEffect(() => {
    if (status >= 500) console.error(error);
  }, [error, status]);

  // Crawlers get the status and nothing to click: no buttons, no app frame to index.
  if (isBot(navigator.userAgent)) {
    return (
      <main>
        <h1>{status}</h1>
        <p>{message}</p>
      </main>
    );
  }

  return (
    <ErrorLayout>
      <ErrorPage status={status} message={message} />
    </ErrorLayout>
  );
}
