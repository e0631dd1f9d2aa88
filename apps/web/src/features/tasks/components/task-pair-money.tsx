import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOCUMENT_STATUS_LABELS, TASK_PAYOUT_WAIT_STATUS_LABELS, type TaskPair } from '@vyplaty/contracts';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../lib/format';

/**
 * An accepted pair's money, as the company sees it: «Выплата № N» (its wait status, the reason of a
 * failure) opening the payout on the payouts page, and «Акт № N» (its status) opening the document.
 * The addresses belong to the payments and documents features (the journal links the same way).
 */
export function PairMoney({ pair }: { pair: TaskPair }) {
  const { payout, act } = pair;
  if (!payout && !act) return null;
  return (
    <Stack spacing={0.5}>
      {payout && (
        <Typography variant="body2">
          <Link component={RouterLink} to={`/payments/npd/single?payout=${encodeURIComponent(payout.id)}`}>
            Выплата № {payout.number}
          </Link>
          {` · ${formatMoney(payout.amount)} · ${TASK_PAYOUT_WAIT_STATUS_LABELS[payout.wait_status]}`}
          {payout.wait_status === 'ERROR' && payout.reason && (
            <Typography component="span" variant="body2" color="error">
              {`: ${payout.reason}`}
            </Typography>
          )}
        </Typography>
      )}
      {act && (
        <Typography variant="body2">
          <Link component={RouterLink} to={`/document-management/single?document=${encodeURIComponent(act.id)}`}>
            Акт № {act.number}
          </Link>
          {` · ${DOCUMENT_STATUS_LABELS[act.status]}`}
        </Typography>
      )}
    </Stack>
  );
}
