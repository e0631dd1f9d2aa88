import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export type AuthRoleTab = 'company' | 'contractor';

type RoleTabsProps = {
  label: string;
  company: ReactNode;
  contractor: ReactNode;
};

/**
 * The login-register pages are split by role (SPEC §6): «Компания» (a customer) and «Исполнитель» (a
 * contractor). The choice lives in ?role= so a link can open the right tab.
 */
export function RoleTabs({ label, company, contractor }: RoleTabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthRoleTab = searchParams.get('role') === 'contractor' ? 'contractor' : 'company';

  const handleChange = (_: unknown, value: AuthRoleTab) => {
    const next = new URLSearchParams(searchParams);
    next.set('role', value);
    setSearchParams(next, { replace: true });
  };

  return (
    <>
      <Tabs value={tab} onChange={handleChange} aria-label={label} variant="fullWidth" sx={{ mb: 3 }}>
        <Tab value="company" label="Компания" id="role-tab-company" aria-controls="role-panel-company" />
        <Tab value="contractor" label="Исполнитель" id="role-tab-contractor" aria-controls="role-panel-contractor" />
      </Tabs>
      <Box role="tabpanel" id={`role-panel-${tab}`} aria-labelledby={`role-tab-${tab}`}>
        {tab === 'company' ? company : contractor}
      </Box>
    </>
  );
}
