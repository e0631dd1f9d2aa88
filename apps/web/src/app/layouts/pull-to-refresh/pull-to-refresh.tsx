import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useRef } from 'react';
import { isMobileUserAgent, MOBILE_VIEWPORT_QUERY } from '../../../lib/device';
import { PullToRefreshIndicator } from './pull-to-refresh-indicator';
import { usePullToRefresh } from './use-pull-to-refresh';

type PullToRefreshProps = { onRefresh: () => Promise<unknown>; children: ReactNode };

/** SPEC §2: on phones (viewport under 768 px or a mobile browser) pulling the page down refreshes it. */
export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const isMobileViewport = useMediaQuery(MOBILE_VIEWPORT_QUERY);
  const { distance, isRefreshing } = usePullToRefresh({
    onRefresh,
    isEnabled: isMobileViewport || isMobileUserAgent(),
    containerRef,
  });
  return (
    <Box ref={containerRef}>
      <PullToRefreshIndicator distance={distance} isRefreshing={isRefreshing} />
      {children}
    </Box>
  );
}
