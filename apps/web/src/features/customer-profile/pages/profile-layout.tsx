import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Outlet } from 'react-router';
import { RouteTabs } from '../../../components/route-tabs';
import { CompanyCard } from '../components/company-card';

const TITLE = 'Профиль компании';

const PROFILE_SECTIONS = [
  { text: 'Счета для выплат', to: '/profile/payments-accounts' },
  { text: 'Баланс', to: '/profile/balance' },
  { text: 'Ответственные лица', to: '/profile/responsible-persons' },
  { text: 'Безопасность', to: '/profile/security' },
  { text: 'Лимиты', to: '/profile/limits' },
  { text: 'Документы', to: '/profile/documents' },
] as const;

/**
 * SectionLayout with the company card between the heading and the sections: who the company is belongs
 * to every profile page, not to one of its tabs. Side navigation on desktop, tabs above on phones.
 */
export function ProfileLayout() {
  const theme = useTheme();
  const isVertical = !useMediaQuery(theme.breakpoints.down('md'));
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {TITLE}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <CompanyCard />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: isVertical ? 'row' : 'column', gap: 3 }}>
        <Box sx={isVertical ? { flexShrink: 0 } : { borderBottom: 1, borderColor: 'divider' }}>
          <RouteTabs items={PROFILE_SECTIONS} label={TITLE} orientation={isVertical ? 'vertical' : 'horizontal'} />
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </>
  );
}
