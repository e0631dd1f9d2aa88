/** @jsxImportSource preact */
import { Fragment, type RefObject } from 'preact';
import { useRef } from 'preact/hooks';

/** A day typed as its three parts, each as much of its digits as the person has typed. */
export type DateParts = { day: string; month: string; year: string };

export const EMPTY_DATE: DateParts = { day: '', month: '', year: '' };

/** What a screen reader says of a part nothing is typed into yet. */
const EMPTY_PART_TEXT = 'пусто';

const SECTIONS = [
  { part: 'day', label: 'День', placeholder: 'ДД', length: 2, min: 1, max: 31 },
  { part: 'month', label: 'Месяц', placeholder: 'ММ', length: 2, min: 1, max: 12 },
  { part: 'year', label: 'Год', placeholder: 'ГГГГ', length: 4, min: 1900, max: 2100 },
] as const;

/**
 * YYYY-MM-DD for a whole real day; null for nothing typed; 'invalid' for a part missing or a day the calendar has
 * not (31.02).
 */
export function isoDayOf({ day, month, year }: DateParts): string | null | 'invalid' {
  if (!day && !month && !year) return null;
  if (day.length !== 2 || month.length !== 2 || year.length !== 4) return 'invalid';
  const iso = `${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : 'invalid';
}

type DateSectionsProps = {
  id: string;
  label: string;
  value: DateParts;
  /** One part typed: the caller merges it into the latest value (keys may come faster than draws). */
  onPart: (part: keyof DateParts, digits: string) => void;
  error?: string | undefined;
  firstRef?: RefObject<HTMLInputElement | null>;
};

/**
 * A date as the app's MUI date field is for a keyboard and a screen reader: a labelled group of day, month and year
 * spin buttons; a part once full hands the typing on to the next, Backspace in an empty one goes back. Digits only,
 * so a phone offers its number pad.
 */
export function DateSections({ id, label, value, onPart, error, firstRef }: DateSectionsProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = `${id}-error`;
  return (
    <fieldset class={error ? 'field date-field field-invalid' : 'field date-field'}>
      <legend class="field-label">{label}</legend>
      <div class="field-control date-sections">
        {SECTIONS.map((section, index) => (
          <Fragment key={section.part}>
            {index > 0 && <span aria-hidden="true">.</span>}
            <input
              id={index === 0 ? id : `${id}-${section.part}`}
              type="text"
              role="spinbutton"
              inputMode="numeric"
              class={`date-${section.part}`}
              aria-label={section.label}
              aria-valuemin={section.min}
              aria-valuemax={section.max}
              aria-valuenow={value[section.part] ? Number(value[section.part]) : undefined}
              aria-valuetext={value[section.part] || EMPTY_PART_TEXT}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? errorId : undefined}
              placeholder={section.placeholder}
              maxLength={section.length}
              value={value[section.part]}
              ref={(element) => {
                inputs.current[index] = element;
                if (index === 0 && firstRef) firstRef.current = element;
              }}
              onInput={(event) => {
                const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, section.length);
                event.currentTarget.value = digits;
                onPart(section.part, digits);
                if (digits.length === section.length) inputs.current[index + 1]?.focus();
              }}
              onKeyDown={(event) => {
                if (event.key === 'Backspace' && event.currentTarget.value === '') inputs.current[index - 1]?.focus();
              }}
            />
          </Fragment>
        ))}
      </div>
      {error && (
        <p id={errorId} class="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
