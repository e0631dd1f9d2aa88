import { isRouteErrorResponse } from 'react-router';
import { errorMessage, getErrorStatus } from '../../lib/http';
import { NOT_FOUND_MESSAGE } from '../guards/not-found';

export type RouteErrorDescription = { status: number; message: string };

const GENERIC_MESSAGE = 'Что-то пошло не так';

/** Status and a message fit for a person, from whatever a loader or a component threw. */
export function describeRouteError(error: unknown): RouteErrorDescription {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: NOT_FOUND_MESSAGE };
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return { status: error.status, message: message || GENERIC_MESSAGE };
  }
  const status = getErrorStatus(error);
  if (status !== null) {
    return { status, message: status === 404 ? NOT_FOUND_MESSAGE : errorMessage(error, GENERIC_MESSAGE) };
  }
  // A bug or a network failure: the technical text is for the console, not for the person.
  return { status: 500, message: GENERIC_MESSAGE };
}

const BOT_USER_AGENT = /bot|crawler|spider|crawling/i;

export function isBot(userAgent: string): boolean {
  return BOT_USER_AGENT.test(userAgent);
}
