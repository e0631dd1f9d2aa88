import {
  FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE,
  FORMER_EMPLOYMENT_REQUIRED,
  type FormerEmploymentStatement,
  formerEmploymentAnswerSchema,
  formerEmploymentStatusSchema,
} from '@vyplaty/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { moscowToday } from '../../lib/format';
import type { FormerEmploymentAudience } from '../../lib/former-employment-texts';
import { useZodForm } from '../form/use-zod-form';

export type { FormerEmploymentAudience } from '../../lib/former-employment-texts';

/**
 * The contracts' answer schema, with the question's own «not answered» text and the server's
 * future-date rule checked before sending (the picker's max date alone does not stop a submit).
 */
export function formerEmploymentFormSchema(audience: FormerEmploymentAudience, today: string) {
  return z
    .object({
      status: z.enum(formerEmploymentStatusSchema.options, { error: FORMER_EMPLOYMENT_REQUIRED[audience] }),
      ended_on: z.string().nullish(),
    })
    .pipe(formerEmploymentAnswerSchema)
    .superRefine((answer, issue) => {
      if (answer.ended_on && answer.ended_on > today) {
        issue.addIssue({ code: 'custom', path: ['ended_on'], message: FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE });
      }
    });
}

type FormerEmploymentFormSchema = ReturnType<typeof formerEmploymentFormSchema>;
export type FormerEmploymentFormValues = z.input<FormerEmploymentFormSchema>;
export type FormerEmploymentFormOutput = z.output<FormerEmploymentFormSchema>;

/** The form's fields, for mapping the server's field errors back onto them. */
export const FORMER_EMPLOYMENT_FORM_FIELDS = ['status', 'ended_on'] as const;

/** The server's field names when the answer travels as `former_employment` inside a bigger body. */
export const FORMER_EMPLOYMENT_NESTED_FIELDS = {
  'former_employment.status': 'status',
  'former_employment.ended_on': 'ended_on',
} as const;

/** The answer form, prefilled with an earlier statement when there is one. */
export function useFormerEmploymentForm(
  audience: FormerEmploymentAudience,
  initial?: FormerEmploymentStatement | null,
) {
  // Today is fixed when the form opens: a form left open past midnight still accepts the day it showed.
  const [schema] = useState(() => formerEmploymentFormSchema(audience, moscowToday()));
  return useZodForm(schema, {
    defaultValues: initial ? { status: initial.status, ended_on: initial.ended_on } : { ended_on: null },
  });
}
