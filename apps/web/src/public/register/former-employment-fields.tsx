/** @jsxImportSource preact */
import type { FormerEmploymentStatus } from '@vyplaty/contracts';
import {
  FORMER_EMPLOYMENT_DATE_MESSAGES,
  FORMER_EMPLOYMENT_EMPLOYEE_LABELS,
  FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE,
  FORMER_EMPLOYMENT_MIN_DATE,
  FORMER_EMPLOYMENT_REQUIRED,
} from '@vyplaty/contracts/texts';
import type { Ref, RefObject } from 'preact';
import { moscowToday } from '../../lib/format-moscow-time';
import {
  DISMISSAL_DATE_LABEL,
  FORMER_EMPLOYMENT_HINTS,
  FORMER_EMPLOYMENT_QUESTIONS,
} from '../../lib/former-employment-texts';
import { type DateParts, DateSections, isoDayOf } from '../components/date-sections';

export type FormerEmploymentValue = { status: FormerEmploymentStatus | null; endedOn: DateParts };
export type FormerEmploymentErrors = { status?: string | undefined; ended_on?: string | undefined };
export type FormerEmploymentAnswer = { status: FormerEmploymentStatus; ended_on: string | null };

const STATUSES = Object.keys(FORMER_EMPLOYMENT_EMPLOYEE_LABELS) as FormerEmploymentStatus[];

/**
 * The answer as the API takes it, or the errors to show: the contracts' rules (formerEmploymentAnswerSchema and the
 * server's future-date one) in their words, checked before sending as the app's form does.
 */
export function checkFormerEmployment(
  value: FormerEmploymentValue,
  today = moscowToday(),
): { answer: FormerEmploymentAnswer } | { errors: FormerEmploymentErrors } {
  if (!value.status) return { errors: { status: FORMER_EMPLOYMENT_REQUIRED.employee } };
  if (value.status !== 'ENDED') return { answer: { status: value.status, ended_on: null } };
  const day = isoDayOf(value.endedOn);
  if (day === null) return { errors: { ended_on: FORMER_EMPLOYMENT_DATE_MESSAGES.missing } };
  if (day === 'invalid') return { errors: { ended_on: FORMER_EMPLOYMENT_DATE_MESSAGES.invalid } };
  if (day < FORMER_EMPLOYMENT_MIN_DATE) return { errors: { ended_on: FORMER_EMPLOYMENT_DATE_MESSAGES.tooEarly } };
  if (day > today) return { errors: { ended_on: FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE } };
  return { answer: { status: 'ENDED', ended_on: day } };
}

type FormerEmploymentFieldsProps = {
  value: FormerEmploymentValue;
  errors: FormerEmploymentErrors;
  onStatus: (status: FormerEmploymentStatus) => void;
  onDatePart: (part: keyof DateParts, digits: string) => void;
  statusRef: Ref<HTMLInputElement>;
  dateRef: RefObject<HTMLInputElement | null>;
};

/**
 * The former-employment question (N5, 422-ФЗ ст. 6) a contractor answers when registering through a company's link,
 * as the app's components/former-employment/former-employment-fields.tsx: three answers, and the dismissal day only
 * for «уволен(а)».
 */
export function FormerEmploymentFields({
  value,
  errors,
  onStatus,
  onDatePart,
  statusRef,
  dateRef,
}: FormerEmploymentFieldsProps) {
  return (
    <div class="stack-tight">
      <fieldset
        class={errors.status ? 'choice choice-invalid' : 'choice'}
        aria-describedby={errors.status ? 'former-status-error' : undefined}
      >
        <legend>{FORMER_EMPLOYMENT_QUESTIONS.employee}</legend>
        <p class="muted hint">{FORMER_EMPLOYMENT_HINTS.employee}</p>
        {STATUSES.map((status, index) => (
          <label key={status} class="choice-row">
            <input
              type="radio"
              name="former_employment_status"
              value={status}
              checked={value.status === status}
              ref={index === 0 ? statusRef : undefined}
              onChange={() => onStatus(status)}
            />
            <span>{FORMER_EMPLOYMENT_EMPLOYEE_LABELS[status]}</span>
          </label>
        ))}
        {errors.status && (
          <p id="former-status-error" class="field-error">
            {errors.status}
          </p>
        )}
      </fieldset>
      {value.status === 'ENDED' && (
        <DateSections
          id="ended_on"
          label={DISMISSAL_DATE_LABEL}
          value={value.endedOn}
          onPart={onDatePart}
          error={errors.ended_on}
          firstRef={dateRef}
        />
      )}
    </div>
  );
}
