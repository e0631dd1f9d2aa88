import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { type NavItem, RouteTabs } from './route-tabs';

type SectionLayoutProps = {
  title: string;
  items: readonly NavItem[];
  /** Side navigation on desktop (profiles); tabs above the content otherwise. */
  isSideNav?: boolean;
  /** Shown between the heading and the sections, on every sub-page (the company card of the profile). */
  header?: ReactNode;
};

/** A section with its own sub-pages: the section title, navigation between the children, the child page. */
export function SectionLayout({ title, items, isSideNav = false, header }: SectionLayoutProps) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const isVertical = isSideNav && !isMobile;
  return (
    <>
      {/* The child page sets the browser tab title; the section only shows its heading. */}
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {header && <Box sx={{ mb: 3 }}>{header}</Box>}
      <Box sx={{ display: 'flex', flexDirection: isVertical ? 'row' : 'column', gap: 3 }}>
        <Box sx={isVertical ? { flexShrink: 0 } : { borderBottom: 1, borderColor: 'divider' }}>
          <RouteTabs items={items} label={title} orientation={isVertical ? 'vertical' : 'horizontal'} />
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </>
  );
}
