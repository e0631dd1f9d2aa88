import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../theme/tokens';
import { CloseIcon } from '../icons';

/** SPEC §2 drawer widths in px. */
export const DRAWER_WIDTH_PX = { main: 628, middle: 428, secondary: 348 } as const;
export const DRAWER_EXTRA_PANEL_WIDTH_PX = 348;
export const DRAWER_HEADER_MIN_HEIGHT_PX = 84;

export type DrawerSize = keyof typeof DRAWER_WIDTH_PX;

// Only the main drawer has room for an extra panel beside its content (SPEC §2).
type SizeAndExtraPanel =
  | { size: 'main'; extraPanel?: ReactNode }
  | { size: Exclude<DrawerSize, 'main'>; extraPanel?: never };

type AppDrawerProps = SizeAndExtraPanel & {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
};

/**
 * A side drawer from the right. Its content unmounts once it has closed (MUI's default), so it opens
 * fresh each time; the modal locks the page scroll while it is open.
 */
export function AppDrawer({ open, onClose, title, size, extraPanel, children }: AppDrawerProps) {
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 0.05}px)`);
  const titleId = useId();
  const hasExtraPanel = extraPanel !== undefined && extraPanel !== null;
  const desktopWidth = DRAWER_WIDTH_PX[size] + (hasExtraPanel ? DRAWER_EXTRA_PANEL_WIDTH_PX : 0);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: isMobile ? '100%' : desktopWidth, maxWidth: '100%' },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{
          minHeight: DRAWER_HEADER_MIN_HEIGHT_PX,
          alignItems: 'center',
          gap: 2,
          px: 3,
          borderBottom: 1,
          borderColor: 'divider',
          flexShrink: 0,
        }}
      >
        <Typography id={titleId} variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label="Закрыть" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ display: 'flex', flexDirection: isMobile ? 'column' : 'row', flexGrow: 1, minHeight: 0 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, overflowY: 'auto', p: 3 }}>{children}</Box>
        {hasExtraPanel && (
          <Box
            component="aside"
            sx={{
              width: isMobile ? '100%' : DRAWER_EXTRA_PANEL_WIDTH_PX,
              flexShrink: 0,
              overflowY: 'auto',
              p: 3,
              borderLeft: isMobile ? 0 : 1,
              borderTop: isMobile ? 1 : 0,
              borderColor: 'divider',
            }}
          >
            {extraPanel}
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
