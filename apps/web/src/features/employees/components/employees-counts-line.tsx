import Typography from '@mui/material/Typography';
import { fillTemplate } from '@vyplaty/contracts';
import { useEmployeesCount } from '../api/get-employees-count';

/**
 * «Всего 12: подключены 9, без реквизитов 2, не завершили регистрацию 1». A template, not a literal: the
 * route's HTML copy (src/prerender/employees-shell.tsx) carries the same line, filled in by the API.
 */
export const EMPLOYEES_COUNTS_TEMPLATE =
  'Всего {total}: подключены {ready}, без реквизитов {no_requisites}, не завершили регистрацию {not_verified}';

export function EmployeesCountsLine() {
  const counts = useEmployeesCount();
  if (!counts.data || counts.data.total === 0) return null;
  return <Typography color="text.secondary">{fillTemplate(EMPLOYEES_COUNTS_TEMPLATE, counts.data)}</Typography>;
}
