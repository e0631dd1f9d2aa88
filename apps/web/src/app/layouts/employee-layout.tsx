import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { type NavItem, RouteTabs } from '../../components/route-tabs';
import { AppHeader } from './header/app-header';
import { PageContainer } from './page-container';
import { PullToRefresh } from './pull-to-refresh/pull-to-refresh';
import { useRefreshEmployeePage } from './pull-to-refresh/use-refresh-employee-page';

const EMPLOYEE_SECTIONS: readonly NavItem[] = [
  { text: 'Профиль', to: '/employee/profile' },
  { text: 'Задания', to: '/employee/tasks' },
  { text: 'Выплаты', to: '/employee/payments' },
  { text: 'Документы', to: '/employee/documents' },
];

/** The contractor's area (/employee); its loader lets in role employee only. */
export function EmployeeLayout() {
  const refreshPage = useRefreshEmployeePage();
  return (
    <PullToRefresh onRefresh={refreshPage}>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <AppHeader />
        <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: { xs: 1, md: 3 } }}>
          <RouteTabs items={EMPLOYEE_SECTIONS} label="Разделы" />
        </Box>
        <PageContainer>
          <Outlet />
        </PageContainer>
      </Box>
    </PullToRefresh>
  );
}
