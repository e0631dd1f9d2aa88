import { data } from 'react-router';

export const NOT_FOUND_MESSAGE = 'Страница не найдена';

/** A 404 for the route error element; loaders throw it for bad tabs, bad ids and foreign areas. */
export function notFound(message: string = NOT_FOUND_MESSAGE) {
  return data(message, { status: 404, statusText: 'Not Found' });
}
