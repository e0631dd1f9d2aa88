import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router';

/** A menu item (SPEC §3): text and a target inside the app. */
export type NavItem = { text: string; to: string };

type RouteTabsProps = {
  items: readonly NavItem[];
  label: string;
  orientation?: 'horizontal' | 'vertical';
};

/** Tabs that are links: the tab of the current page (or of the section it is in) is selected. */
export function RouteTabs({ items, label, orientation = 'horizontal' }: RouteTabsProps) {
  const { pathname } = useLocation();
  // The longest matching prefix wins, so /profile/documents/reports selects "Документы", not "Профиль".
  const active = items
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];

  return (
    <Tabs
      value={active?.to ?? false}
      aria-label={label}
      orientation={orientation}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={orientation === 'vertical' ? { borderRight: 1, borderColor: 'divider', minWidth: 220 } : undefined}
    >
      {items.map((item) => (
        <Tab
          key={item.to}
          label={item.text}
          value={item.to}
          component={Link}
          to={item.to}
          sx={orientation === 'vertical' ? { alignItems: 'flex-start', textAlign: 'left' } : undefined}
        />
      ))}
    </Tabs>
  );
}
