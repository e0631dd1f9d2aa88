import Typography from '@mui/material/Typography';
import { useEmployeesCount } from '../api/get-employees-count';

/** «Всего 12: подключены 9, без реквизитов 2, не завершили регистрацию 1»; nothing while the company has none. */
export function EmployeesCountsLine() {
  const counts = useEmployeesCount();
  if (!counts.data || counts.data.total === 0) return null;
  const { total, ready, no_requisites, not_verified } = counts.data;
  return (
    <Typography color="text.secondary">
      {`Всего ${total}: подключены ${ready}, без реквизитов ${no_requisites}, не завершили регистрацию ${not_verified}`}
    </Typography>
  );
}
