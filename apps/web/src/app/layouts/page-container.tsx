import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      {children}
    </Container>
  );
}
