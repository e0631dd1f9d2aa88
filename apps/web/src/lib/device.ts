import { MOBILE_BREAKPOINT_PX } from '../theme/tokens';

/** Matches viewports narrower than the mobile breakpoint (SPEC §9: 768 px), like theme.breakpoints.down('md'). */
export const MOBILE_VIEWPORT_QUERY = `(max-width:${MOBILE_BREAKPOINT_PX - 0.05}px)`;

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

export function isMobileViewport(win: Pick<Window, 'matchMedia'> | undefined = globalThis.window): boolean {
  return Boolean(win?.matchMedia?.(MOBILE_VIEWPORT_QUERY).matches);
}

export function isMobileUserAgent(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}
