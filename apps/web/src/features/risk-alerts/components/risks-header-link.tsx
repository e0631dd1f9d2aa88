import IconButton from '@mui/material/IconButton';
import { RISKS_PAGE_PATH } from '@vyplaty/contracts';
import { Link as RouterLink } from 'react-router';
import { CountBadge, shownCount } from '../../../components/count-badge';
import { icon } from '../../../components/icons';
import { useOpenRisksCount } from '../api/get-risk-alerts';

const RiskIcon = icon('M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z', 'RiskIcon');

/**
 * The header's way to the company's tax risks (/risks) with the count of open ones (asked every minute);
 * rendered for a verified company only (app-header.tsx). Until the first answer, and when the count cannot
 * be read, the link stays without a count.
 */
export function RisksHeaderLink() {
  const open = useOpenRisksCount(true).data ?? 0;
  return (
    <IconButton
      component={RouterLink}
      to={RISKS_PAGE_PATH}
      color="primary"
      aria-label={open > 0 ? `Налоговые риски: открытых ${shownCount(open)}` : 'Налоговые риски'}
      title="Налоговые риски"
    >
      <CountBadge count={open} color="warning">
        <RiskIcon />
      </CountBadge>
    </IconButton>
  );
}
