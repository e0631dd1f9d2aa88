import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Link, useLocation } from 'react-router';

/**
 * /payments/{tab}/single or /multiple (SPEC §2 subtab): one payout, or several paid together. The
 * address's other parameters (the list's filters and page below the form) travel along.
 */
export function PayoutModeTabs({ tab, mode }: { tab: 'npd' | 'individual'; mode: 'single' | 'multiple' }) {
  const { search } = useLocation();
  return (
    <ToggleButtonGroup exclusive size="small" value={mode} aria-label="Сколько выплат">
      <ToggleButton value="single" component={Link} to={`/payments/${tab}/single${search}`}>
        Одна выплата
      </ToggleButton>
      <ToggleButton value="multiple" component={Link} to={`/payments/${tab}/multiple${search}`}>
        Несколько выплат
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
