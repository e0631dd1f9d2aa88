import Badge, { type BadgeProps } from '@mui/material/Badge';
import type { ReactNode } from 'react';

/** Above this a badge shows «99+». */
const MAX_SHOWN = 99;

/** The count as its badge shows it, for the control's accessible name: what is seen is what is read (WCAG 2.5.3). */
export const shownCount = (count: number) => (count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count));

/**
 * A header icon's count. Nothing is drawn at zero: MUI's Badge keeps an invisible «0» in the page, which a screen
 * reader's check of «label in name» counts as visible text missing from the control's name.
 */
export function CountBadge({
  count,
  color,
  children,
}: {
  count: number;
  color: BadgeProps['color'];
  children: ReactNode;
}) {
  if (count <= 0) return children;
  return (
    <Badge badgeContent={count} color={color} max={MAX_SHOWN}>
      {children}
    </Badge>
  );
}
