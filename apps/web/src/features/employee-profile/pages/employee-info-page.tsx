import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Employee } from '@vyplaty/contracts';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { RetryPanel } from '../../../components/retry-panel';
import { formatPhone } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { useEmployee } from '../api/get-employee';

const NOT_SET = 'Не указано';

const ROWS: { label: string; value: (e: Employee) => string | null }[] = [
  { label: 'Фамилия', value: (e) => e.last_name },
  { label: 'Имя', value: (e) => e.first_name },
  { label: 'Отчество', value: (e) => e.patronymic },
  { label: 'Телефон', value: (e) => formatPhone(e.phone_number) },
  { label: 'E-mail', value: (e) => e.email },
  { label: 'ИНН', value: (e) => e.inn },
];

export function EmployeeInfoPage() {
  const employee = useEmployee();
  return (
    <>
      <PageTitle level={2}>Личные данные</PageTitle>
      {employee.isPending && <PageLoader />}
      {employee.isError && (
        <RetryPanel
          message={errorMessage(employee.error, 'Не удалось загрузить данные')}
          onRetry={() => void employee.refetch()}
          isRetrying={employee.isFetching}
        />
      )}
      {employee.data && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1.5, m: 0 }}
          >
            {ROWS.map((row) => {
              const value = row.value(employee.data);
              return (
                <Box key={row.label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {row.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }} color={value ? 'text.primary' : 'text.disabled'}>
                    {value || NOT_SET}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Paper>
      )}
    </>
  );
}
