import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The phone's view and the desktop's in a route's copy (lib/prerender.ts), the screen's width choosing by CSS. The
 * copy's script then removes the one not shown (src/route-copy/route-copy-entry.ts), so that the page holds what
 * the app's page holds; without script CSS alone chooses.
 */
export function CopyViews({ phone, desktop }: { phone: ReactNode; desktop: ReactNode }) {
  return (
    <>
      <Box data-copy-view="phone" sx={{ display: { xs: 'block', md: 'none' } }}>
        {phone}
      </Box>
      <Box data-copy-view="desktop" sx={{ display: { xs: 'none', md: 'block' } }}>
        {desktop}
      </Box>
    </>
  );
}
