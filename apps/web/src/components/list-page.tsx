import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

type ListPageProps = {
  title: string;
  /** 2 for a list inside a section whose layout already shows the section's h1 (profile sub-pages). */
  level?: 1 | 2;
  /** A line under the title: counts, a hint. */
  summary?: ReactNode;
  /** The page's buttons: beside the title on a wide screen, under it on a narrow one. */
  actions?: ReactNode;
  /** Search, filters, bulk actions: the row right above the list. */
  toolbar?: ReactNode;
  /** The list itself (`DataTable` / `DataCards`) and its pagination. */
  children: ReactNode;
};

/**
 * The one layout of list pages: heading and actions share the first line on a wide screen, so the list
 * starts high on the page; then the toolbar, then the list over the whole width of the page column.
 */
export function ListPage({ title, level, summary, actions, toolbar, children }: ListPageProps) {
  return (
    <>
      <Stack
        direction={{ xs: 'column', lg: 'row' }}
        sx={{ gap: { xs: 1.5, lg: 3 }, justifyContent: 'space-between', alignItems: { lg: 'flex-start' }, mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <PageTitle level={level} gutter={summary ? 1 : 0}>
            {title}
          </PageTitle>
          {summary}
        </Box>
        {actions && <Box sx={{ flexShrink: 0, pt: { lg: 0.5 } }}>{actions}</Box>}
      </Stack>
      {toolbar && <Box sx={{ mb: 2 }}>{toolbar}</Box>}
      {children}
    </>
  );
}
