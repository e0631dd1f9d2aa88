import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/**
 * The page column of every area. Wide (MUI `xl`, 1536 px) so lists and tables use a wide screen instead
 * of leaving a third of it empty; forms keep their own narrower widths inside it.
 */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      {children}
    </Container>
  );
}
