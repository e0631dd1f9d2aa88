import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, getFieldErrors } from '../../lib/http';
import { notify } from '../../lib/toast';

/**
 * Puts the API's field messages (`fields` of a VALIDATION_ERROR) onto the form's fields. Returns true when
 * at least one field of this form got a message, so the caller can skip the generic toast.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  /** Server field → form field, where the form names a field differently (offer_id → offer_accepted). */
  aliases: Readonly<Record<string, Path<T>>> = {},
): boolean {
  let applied = false;
  for (const [field, message] of Object.entries(getFieldErrors(err))) {
    const name = aliases[field] ?? fieldNames.find((n) => n === field);
    if (name) {
      setError(name, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/**
 * What every form does with a failed submit: the API's field messages go onto the fields; anything
 * else becomes a toast with the server's `error_message`, the error's message, or the fallback.
 */
export function reportFormError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  fallback: string,
  aliases: Readonly<Record<string, Path<T>>> = {},
): void {
  if (!applyServerErrors(err, setError, fieldNames, aliases)) notify.error(errorMessage(err, fallback));
}
