import { createRef, type RefObject } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { REGISTER_TEXTS } from '../../lib/register-texts';
import { failureMessage, PublicApiError } from '../public-http';
import { fieldErrorsFrom, firstWithError } from '../server-field-errors';
import { type Consents, checkConsents, NO_CONSENTS } from './consent-fields';

export type FormErrors<Name extends string> = Partial<Record<Name, string | undefined>>;

/**
 * What both registration forms keep: the typed values, the two ticks, each field's error and where the focus goes,
 * the notice above the form and the busy button. `order` is the fields' order on screen, the ticks last.
 */
export function useRegistrationForm<Name extends string, Values extends Record<string, string>>(
  order: readonly Name[],
  initial: Values,
) {
  const [values, setValues] = useState(initial);
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const [errors, setErrors] = useState<FormErrors<Name>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // One ref per field, made once: the focus goes to the first field with an error.
  const refs = useRef(
    Object.fromEntries(order.map((name) => [name, createRef<HTMLInputElement>()])) as Record<
      Name,
      RefObject<HTMLInputElement>
    >,
  ).current;

  const clearError = (name: Name) => setErrors((current) => ({ ...current, [name]: undefined }));

  const showErrors = (found: FormErrors<Name>) => {
    setErrors(found);
    const first = firstWithError(order, found);
    if (first) refs[first].current?.focus();
  };

  return {
    values,
    consents,
    errors,
    notice,
    isSubmitting,
    refs,
    clearError,
    setValue: (name: keyof Values & Name) => (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    setConsent: (name: keyof Consents & Name, checked: boolean) => {
      setConsents((current) => ({ ...current, [name]: checked }));
      clearError(name);
    },
    /** The errors found before sending, the ticks' included; true when there are some (shown, the first focused). */
    refuse(missing: FormErrors<Name>): boolean {
      const found = { ...missing, ...checkConsents(consents) } as FormErrors<Name>;
      if (!firstWithError(order, found)) return false;
      showErrors(found);
      return true;
    },
    /**
     * Sends the form: true once `send` has succeeded (the button stays busy for the next page); on a refusal the
     * server's field messages on their fields (`renames`: the server's names the form's), else the reason above it.
     */
    async send(send: () => Promise<unknown>, renames: Readonly<Record<string, Name>>, what: string) {
      setNotice(null);
      setIsSubmitting(true);
      try {
        await send();
        return true;
      } catch (error) {
        setIsSubmitting(false);
        const fieldErrors = fieldErrorsFrom(error, order, renames);
        if (fieldErrors) showErrors(fieldErrors);
        else {
          if (!(error instanceof PublicApiError)) console.error(what, error);
          setNotice(failureMessage(error, REGISTER_TEXTS.failed));
        }
        return false;
      }
    },
    stopSubmitting: () => setIsSubmitting(false),
  };
}
