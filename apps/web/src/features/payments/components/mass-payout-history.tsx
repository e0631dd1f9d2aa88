import Box from '@mui/material/Box';
import type { MassPayout } from '@vyplaty/contracts';
import { HistoryTimeline } from '../../../components/history-timeline';
import { useMassPayoutHistory } from '../api/get-mass-payout-history';

/** The registry's history at the foot of its page; nothing while it loads or when it could not be read. */
export function MassPayoutHistory({ registry }: { registry: MassPayout }) {
  const history = useMassPayoutHistory(registry.kind, registry.id);
  if (!history.data) return null;
  return (
    <Box sx={{ mt: 4 }}>
      <HistoryTimeline title="История реестра" items={history.data.items} />
    </Box>
  );
}
