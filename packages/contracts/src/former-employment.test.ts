import { describe, expect, it } from 'vitest';
import {
  type FormerEmploymentState,
  formerEmploymentAnswerSchema,
  formerEmploymentBlockMessage,
  formerEmploymentVerdict,
  npdPayoutsAllowedFrom,
} from './former-employment.js';

const said = (status: 'NEVER' | 'ENDED' | 'CURRENT', ended_on: string | null = null) => ({
  status,
  ended_on,
  stated_at: '2026-01-10T09:00:00.000Z',
});

describe('former employment (422-ФЗ ст. 6)', () => {
  it('opens НПД payouts on the same day two years after the dismissal; 29 February opens on 1 March', () => {
    expect(npdPayoutsAllowedFrom('2025-06-30')).toBe('2027-06-30');
    expect(npdPayoutsAllowedFrom('2024-02-29')).toBe('2026-03-01');
  });

  it('blocks until the contractor has answered, whatever the company says', () => {
    const state: FormerEmploymentState = { employee: null, customer: said('NEVER') };
    expect(formerEmploymentVerdict(state, '2026-11-23')).toEqual({ kind: 'NOT_DECLARED' });
  });

  it('takes the stricter statement: CURRENT over ENDED over NEVER, the later dismissal of two', () => {
    const today = '2026-11-23';
    expect(formerEmploymentVerdict({ employee: said('NEVER'), customer: null }, today)).toEqual({ kind: 'ALLOWED' });
    expect(formerEmploymentVerdict({ employee: said('NEVER'), customer: said('CURRENT') }, today)).toEqual({
      kind: 'CURRENT',
    });
    expect(
      formerEmploymentVerdict({ employee: said('ENDED', '2024-01-15'), customer: said('ENDED', '2025-03-01') }, today),
    ).toEqual({ kind: 'BLOCKED_UNTIL', ended_on: '2025-03-01', allowed_from: '2027-03-01' });
    expect(formerEmploymentVerdict({ employee: said('ENDED', '2024-11-23'), customer: null }, today)).toEqual({
      kind: 'ALLOWED',
    });
  });

  it('explains a block in Russian with both dates', () => {
    expect(
      formerEmploymentBlockMessage({ kind: 'BLOCKED_UNTIL', ended_on: '2025-03-01', allowed_from: '2027-03-01' }),
    ).toBe(
      'Компания была работодателем исполнителя до 01.03.2025: выплаты ему как самозанятому возможны с 01.03.2027 (422-ФЗ, ст. 6)',
    );
    expect(formerEmploymentBlockMessage({ kind: 'ALLOWED' })).toBeNull();
  });

  it('asks for the dismissal day only with ENDED, and drops it otherwise', () => {
    expect(formerEmploymentAnswerSchema.safeParse({ status: 'ENDED' }).error?.issues[0]?.message).toBe(
      'Укажите дату увольнения',
    );
    expect(
      formerEmploymentAnswerSchema.safeParse({ status: 'ENDED', ended_on: '1990-12-31' }).error?.issues[0]?.message,
    ).toBe('Проверьте год увольнения');
    expect(formerEmploymentAnswerSchema.parse({ status: 'NEVER', ended_on: '2025-01-01' })).toEqual({
      status: 'NEVER',
      ended_on: null,
    });
  });
});
