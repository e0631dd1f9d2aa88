import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router';

/**
 * A menu item (SPEC §3): text and a target inside the app. `wideScreenOnly`: a tab only from the `md` width up —
 * a phone's bar has no room for it, and the page's own menu offers it there (the company's «Пользователи» sits in
 * the user menu on a phone, as the balance does).
 */
export type NavItem = { text: string; to: string; wideScreenOnly?: boolean };

type RouteTabsProps = {
  items: readonly NavItem[];
  label: string;
  orientation?: 'horizontal' | 'vertical';
};

/**
 * Up to this many tabs share a phone's width (390 px) whole, none scrolled out of sight; more scroll sideways.
 * Six is the company's bar (e2e/specs/phone-layout.spec.ts measures it); a sixth tab takes a smaller type and
 * padding, as six labels of 49 letters in all do not fit 390 px at the five-tab size.
 */
const FITTED_ON_PHONE = 6;

/**
 * On a phone, a bar of a few tabs sharing the width by their labels' lengths (five equal shares would cut
 * «Исполнители»), a label wrapping between its words rather than pushed away — never narrower than its
 * longest word («Массовые выплаты самозанятым» would cut «самозанятым»).
 */
const phoneFittedTab = (count: number) =>
  ({
    flex: { xs: '1 1 auto', sm: '0 0 auto' },
    minWidth: { xs: 'min-content', sm: 90 },
    px: { xs: count > 5 ? 0.25 : 0.5, sm: 2 },
    fontSize: { xs: count > 5 ? '0.75rem' : '0.8125rem', sm: undefined },
    whiteSpace: { xs: 'normal', sm: 'nowrap' },
    lineHeight: { xs: 1.2, sm: undefined },
  }) as const;

/** Tabs that are links: the tab of the current page (or of the section it is in) is selected. */
export function RouteTabs({ items, label, orientation = 'horizontal' }: RouteTabsProps) {
  const { pathname } = useLocation();
  // The longest matching prefix wins, so /profile/documents/reports selects "Документы", not "Профиль".
  const active = items
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];

  const onPhone = items.filter((item) => !item.wideScreenOnly).length;
  const tabSx =
    orientation === 'vertical'
      ? { alignItems: 'flex-start', textAlign: 'left' }
      : onPhone <= FITTED_ON_PHONE
        ? phoneFittedTab(onPhone)
        : undefined;
  // Hidden by CSS, not by a width hook: a route's prerendered HTML (lib/prerender.ts) serves both widths.
  const wideOnlySx = { ...tabSx, display: { xs: 'none', md: 'inline-flex' } };
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
          sx={item.wideScreenOnly ? wideOnlySx : tabSx}
        />
      ))}
    </Tabs>
  );
}
