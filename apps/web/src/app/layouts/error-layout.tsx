import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { DESKTOP_HEADER_HEIGHT, MOBILE_HEADER_HEIGHT } from '../../theme/theme';
import { Logo } from './header/logo';

/** A bare frame for error pages: it must render even when the session or the API are unavailable. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          height: { xs: MOBILE_HEADER_HEIGHT, md: DESKTOP_HEADER_HEIGHT },
          px: { xs: 2, md: 4 },
          display: 'flex',
          alignItems: 'center',
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Logo />
      </Box>
      <Box component="main" sx={{ px: 2, py: 8, display: 'flex', justifyContent: 'center' }}>
        {children}
      </Box>
    </Box>
  );
}
