import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { type AuthRoleTab, ROLE_PARAM, ROLE_TABS, roleTabOf } from '../../../lib/role-tabs';

type RoleTabsProps = {
  label: string;
  company: ReactNode;
  contractor: ReactNode;
};

/** The role's tabs of the login-register pages (lib/role-tabs.ts), the choice kept in the address. */
export function RoleTabs({ label, company, contractor }: RoleTabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = roleTabOf(searchParams);

  const handleChange = (_: unknown, value: AuthRoleTab) => {
    const next = new URLSearchParams(searchParams);
    next.set(ROLE_PARAM, value);
    setSearchParams(next, { replace: true });
  };

  return (
    <>
      <Tabs value={tab} onChange={handleChange} aria-label={label} variant="fullWidth" sx={{ mb: 3 }}>
        {ROLE_TABS.map(({ value, text }) => (
          <Tab key={value} value={value} label={text} id={`role-tab-${value}`} aria-controls={`role-panel-${value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`role-panel-${tab}`} aria-labelledby={`role-tab-${tab}`}>
        {tab === 'company' ? company : contractor}
      </Box>
    </>
  );
}
