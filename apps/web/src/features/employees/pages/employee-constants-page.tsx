import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { useEmployeeConstants } from '../api/get-employee-constants';
import { EmployeeConstantsForm } from '../components/employee-constants-form';

/** /employees/constants: the company's defaults used when inviting contractors and paying them. */
export function EmployeeConstantsPage() {
  const constants = useEmployeeConstants();
  return (
    <>
      <Button component={Link} to="/employees" sx={{ mb: 1, ml: -1 }}>
        ← К исполнителям
      </Button>
      <PageTitle>Настройки для приглашений и выплат</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Значения по умолчанию: подставляются в новые приглашения исполнителей, в чеки и акты. В каждом приглашении их
        можно изменить.
      </Typography>
      {constants.isPending && <PageLoader />}
      {constants.isError && <QueryRetryPanel query={constants} failureText="Не удалось загрузить настройки" />}
      {constants.data && <EmployeeConstantsForm constants={constants.data} />}
    </>
  );
}
