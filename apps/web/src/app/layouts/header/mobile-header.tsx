import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { MOBILE_HEADER_HEIGHT } from '../../../theme/theme';
import { useSession } from '../../guards/use-session';
import { Logo } from './logo';
import { SupportChatButton } from './support-chat-button';
import { UserMenu } from './user-menu';

type MobileHeaderProps = {
  /** The bell opening the full-screen notifications dialog (SPEC §2); app-header.tsx puts it here when logged in. */
  notificationsSlot?: ReactNode;
};

/** Fixed 74 px header under 768 px; a spacer of the same height keeps the page from sliding under it. */
export function MobileHeader({ notificationsSlot }: MobileHeaderProps) {
  const session = useSession();
  return (
    <>
      {/* The height is the bar's own, border included (SPEC §2: 74 px, not 74 + 1). */}
      <AppBar position="fixed" sx={{ height: MOBILE_HEADER_HEIGHT, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ height: '100%', px: 2, display: 'flex', alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Logo />
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <SupportChatButton isCompact />
            {notificationsSlot}
            {session ? (
              <UserMenu session={session} isCompact />
            ) : (
              <Button component={RouterLink} to="/login" size="small">
                Войти
              </Button>
            )}
          </Stack>
        </Box>
      </AppBar>
      <Box aria-hidden sx={{ height: MOBILE_HEADER_HEIGHT }} />
    </>
  );
}
