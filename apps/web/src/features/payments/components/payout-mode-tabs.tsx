import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Link } from 'react-router';

/** /payments/{tab}/single or /multiple (SPEC §2 subtab): one payout, or several paid together. */
export function PayoutModeTabs({ tab, mode }: { tab: 'npd' | 'individual'; mode: 'single' | 'multiple' }) {
  return (
    <ToggleButtonGroup exclusive size="small" value={mode} aria-label="Сколько выплат">
      <ToggleButton value="single" component={Link} to={`/payments/${tab}/single`}>
        Одна выплата
      </ToggleButton>
      <ToggleButton value="multiple" component={Link} to={`/payments/${tab}/multiple`}>
        Несколько выплат
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
