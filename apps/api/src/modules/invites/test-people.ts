/** Test data for the invite and import tests: unique mobile phones and valid personal ИНН. */
import { inn12WithCheckDigits } from '@vyplaty/contracts';

/** A valid 12-digit ИНН of a person from its first 10 digits (DOMAIN.md checksum). */
export const personInn = (first10: string) => inn12WithCheckDigits(first10);

/** Numbers unique within a test file; `base` keeps two files apart in case they share a database. */
export function testPeople(base: number) {
  let n = 0;
  const next = () => {
    n += 1;
    return base * 10_000 + n;
  };
  return {
    phone: () => `+799${String(next()).padStart(8, '0').slice(-8)}`,
    inn: () =>
      personInn(
        `77${String(next() * 7919)
          .padStart(8, '0')
          .slice(-8)}`,
      ),
  };
}
