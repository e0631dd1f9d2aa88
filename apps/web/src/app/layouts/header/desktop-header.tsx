import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DESKTOP_HEADER_HEIGHT } from '../../../theme/theme';
import { useSession } from '../../guards/use-session';
import { HeaderBalance } from './header-balance';
import { Logo } from './logo';
import { SupportChatButton } from './support-chat-button';
import { UserMenu } from './user-menu';

type DesktopHeaderProps = {
  /** The notifications bell and popup (SPEC §2); app-header.tsx puts it here for a logged-in person. */
  notificationsSlot?: ReactNode;
};

export function DesktopHeader({ notificationsSlot }: DesktopHeaderProps) {
  const session = useSession();
  return (
    // The height is the bar's own, border included (SPEC §2: 84 px); on the inner box the 1 px border made it 85.
    <AppBar position="static" sx={{ height: DESKTOP_HEADER_HEIGHT, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ height: '100%', px: 4, display: 'flex', alignItems: 'center', gap: 4 }}>
        <Logo />
        <Stack direction="row" spacing={3} component="nav" aria-label="Полезные ссылки" sx={{ flexGrow: 1 }}>
          <Link component={RouterLink} to="/help" underline="hover">
            База знаний
          </Link>
          {/* The journal is the company's record of its own actions; a contractor has none to read. */}
          {session?.role === 'user' && (
            <Link component={RouterLink} to="/journal" underline="hover">
              Журнал
            </Link>
          )}
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {/* The company's money, live (issue 24.8); a contractor has no balance here. */}
          {session?.role === 'user' && <HeaderBalance />}
          <SupportChatButton />
          {notificationsSlot}
          {session ? (
            <UserMenu session={session} />
          ) : (
            <Button component={RouterLink} to="/login" variant="contained">
              Войти
            </Button>
          )}
        </Stack>
      </Box>
    </AppBar>
  );
}
