import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { type NavItem, RouteTabs } from '../../components/route-tabs';
import { useSession } from '../guards/use-session';
import { AppHeader } from './header/app-header';
import { PageContainer } from './page-container';

// Only sections that work (docs/decisions/upcoming-sections.md); «Пользователи» came with issue 28 — a tab from
// the desktop width up, and the user menu's item on a phone (seven tabs do not fit 390 px).
const CUSTOMER_SECTIONS: readonly NavItem[] = [
  { text: 'Выплаты', to: '/payments' },
  { text: 'Задания', to: '/tasks' },
  { text: 'Исполнители', to: '/employees' },
  { text: 'Документы', to: '/document-management' },
  { text: 'Процессы', to: '/processes' },
  { text: 'Пользователи', to: '/users', wideScreenOnly: true },
  { text: 'Профиль', to: '/profile' },
];

/** The customer area: header, section navigation for a verified customer, the page. */
export function RootLayout() {
  const session = useSession();
  const hasSections = session?.role === 'user' && session.is_verified;
  // The company's users are the owner's alone (issue 28): another role's menu does not offer them.
  const sections =
    (session?.member_role ?? 'OWNER') === 'OWNER'
      ? CUSTOMER_SECTIONS
      : CUSTOMER_SECTIONS.filter((s) => s.to !== '/users');
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader />
      {hasSections && (
        <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: { xs: 1, md: 3 } }}>
          <RouteTabs items={sections} label="Разделы" />
        </Box>
      )}
      <PageContainer>
        <Outlet />
      </PageContainer>
    </Box>
  );
}
