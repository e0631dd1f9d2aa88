import Typography from '@mui/material/Typography';
import { useEmployeesCount } from '../api/get-employees-count';

/** «Всего 12: подключены 9, без реквизитов 2, не завершили регистрацию 1». */
export function EmployeesCountsLine() {
  const counts = useEmployeesCount();
  if (!counts.data || counts.data.total === 0) return null;
  const { total, ready, no_requisites: noRequisites, not_verified: notVerified } = counts.data;
  return (
    <Typography color="text.secondary">
      {`Всего ${total}: подключены ${ready}, без реквизитов ${noRequisites}, не завершили регистрацию ${notVerified}`}
    </Typography>
  );
}
