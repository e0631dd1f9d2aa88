import {
  FORMER_EMPLOYMENT_CUSTOMER_LABELS,
  FORMER_EMPLOYMENT_EMPLOYEE_LABELS,
  type FormerEmploymentStatement,
} from '@vyplaty/contracts';
import { formatDate } from '../../lib/format';
import type { FormerEmploymentAudience } from './former-employment-form';

/**
 * A statement as its reader says it, with the dismissal day: «Работал(а) по трудовому договору,
 * уволен(а) 01.06.2025» to the contractor, «Бывший сотрудник компании, уволен(а) 01.06.2025» to the company.
 */
export function formerEmploymentStatementText(
  statement: Pick<FormerEmploymentStatement, 'status' | 'ended_on'>,
  audience: FormerEmploymentAudience,
): string {
  const day = statement.status === 'ENDED' && statement.ended_on ? formatDate(statement.ended_on) : null;
  if (audience === 'employee') {
    // The contractor's ENDED label already ends with «уволен(а)».
    const label = FORMER_EMPLOYMENT_EMPLOYEE_LABELS[statement.status];
    return day ? `${label} ${day}` : label;
  }
  const label = FORMER_EMPLOYMENT_CUSTOMER_LABELS[statement.status];
  return day ? `${label}, уволен(а) ${day}` : label;
}

/** Whether two statements say the same (who said it and when aside). */
export const isSameStatement = (
  a: Pick<FormerEmploymentStatement, 'status' | 'ended_on'>,
  b: Pick<FormerEmploymentStatement, 'status' | 'ended_on'>,
) => a.status === b.status && (a.status !== 'ENDED' || a.ended_on === b.ended_on);
