import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { MOBILE_HEADER_HEIGHT } from '../../../theme/theme';
import { PULL_THRESHOLD_PX } from './use-pull-to-refresh';

const SIZE = 40;

type PullToRefreshIndicatorProps = { distance: number; isRefreshing: boolean };

/** A round spinner sliding out from under the mobile header: filling while pulled, spinning while refreshing. */
export function PullToRefreshIndicator({ distance, isRefreshing }: PullToRefreshIndicatorProps) {
  if (!isRefreshing && distance === 0) return null;
  const offset = isRefreshing ? PULL_THRESHOLD_PX : distance;
  const progress = Math.min(100, (distance / PULL_THRESHOLD_PX) * 100);
  return (
    <Box
      role="status"
      aria-label={isRefreshing ? 'Обновление' : 'Потяните, чтобы обновить'}
      sx={{
        position: 'fixed',
        top: MOBILE_HEADER_HEIGHT,
        left: '50%',
        width: SIZE,
        height: SIZE,
        transform: `translate(-50%, ${offset - SIZE}px)`,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: '50%',
        bgcolor: 'background.paper',
        boxShadow: 2,
        pointerEvents: 'none',
      }}
    >
      {isRefreshing ? (
        <CircularProgress size={24} />
      ) : (
        <CircularProgress size={24} variant="determinate" value={progress} />
      )}
    </Box>
  );
}
