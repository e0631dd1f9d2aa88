import { PublicApiError } from './public-http';

/**
 * The server's field messages for the fields this form has, under the form's names (`renames`: the server's
 * `offer_id` is the form's offer tick); null when the refusal names none of them, for the caller's notice.
 */
export function fieldErrorsFrom<Name extends string>(
  error: unknown,
  names: readonly Name[],
  renames: Readonly<Record<string, Name>> = {},
): Partial<Record<Name, string>> | null {
  if (!(error instanceof PublicApiError)) return null;
  const found: Partial<Record<Name, string>> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    const name = renames[field] ?? field;
    if ((names as readonly string[]).includes(name)) found[name as Name] = message;
  }
  return Object.keys(found).length > 0 ? found : null;
}

/** The first field, in the form's order, that has an error: where the focus goes. */
export const firstWithError = <Name extends string>(
  order: readonly Name[],
  errors: Partial<Record<Name, string | undefined>>,
): Name | undefined => order.find((name) => errors[name]);
