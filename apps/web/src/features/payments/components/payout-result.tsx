import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type CreatePayoutsResponse, PAYOUT_STATUS_LABELS, type Payout, type PayoutStatus } from '@vyplaty/contracts';
import { formatMoney } from '../../../lib/format';
import { useFollowedPayout } from '../api/get-payout';
import { personName } from './payout-labels';

type PayoutResultProps = {
  answer: CreatePayoutsResponse;
  onOpen: (payout: Payout) => void;
  onNew: () => void;
};

const SEVERITY: Record<PayoutStatus, AlertColor> = {
  CREATED: 'warning',
  PENDING: 'info',
  DONE: 'success',
  DECLINED: 'error',
  ERROR: 'error',
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The banner's title for one payout: its number and the status it has now («Выплата № 7: выплачено»). */
export const singlePayoutTitle = (payout: Payout) =>
  `Выплата № ${payout.number}: ${lowerFirst(PAYOUT_STATUS_LABELS[payout.status])}`;

function titleOf(payouts: readonly Payout[]) {
  const drafts = payouts.filter((payout) => payout.status === 'CREATED').length;
  if (drafts > 0) return `Оплачено ${payouts.length - drafts} из ${payouts.length}, черновиками остались: ${drafts}`;
  return payouts.length === 1 ? singlePayoutTitle(payouts[0]!) : `Создано выплат: ${payouts.length}`;
}

/** One payout of the result, asked again while it settles (the drawer's `useFollowedPayout`): its status now. */
function PayoutResultLine({ created, onOpen }: { created: Payout; onOpen: (payout: Payout) => void }) {
  const payout = useFollowedPayout(created.kind, created) ?? created;
  return (
    <li>
      <Link component="button" type="button" onClick={() => onOpen(payout)} sx={{ verticalAlign: 'baseline' }}>
        {`№ ${payout.number}`}
      </Link>
      {` — ${personName(payout.employee)}, ${formatMoney(payout.amount)}: ${PAYOUT_STATUS_LABELS[payout.status]}`}
      {payout.status === 'CREATED' && payout.reason && ` — ${payout.reason}`}
    </li>
  );
}

/**
 * What «Выплатить» created: each payout with its number, amount and the status it has now — asked again until it is
 * final, so the banner never says «создана» of a payout the bank has since paid or declined — a link to its card; a
 * row kept as a draft (the company chose to pay the others) with the reason it did not pass.
 */
export function PayoutResult({ answer, onOpen, onNew }: PayoutResultProps) {
  const created = answer.items;
  // One payout: the title and colour follow it (the same cache entry as its line, one request).
  const single = useFollowedPayout(created[0]?.kind ?? 'NPD', created.length === 1 ? created[0]! : null);
  const payouts = single ? [single] : created;
  const hasDrafts = payouts.some((payout) => payout.status === 'CREATED');
  const severity: AlertColor = single ? SEVERITY[single.status] : hasDrafts ? 'warning' : 'success';
  return (
    <Alert
      severity={severity}
      action={
        <Button color="inherit" size="small" onClick={onNew}>
          Новая выплата
        </Button>
      }
    >
      <strong>{titleOf(payouts)}</strong>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, mt: 1, pl: 2 }}>
        {created.map((payout) => (
          <PayoutResultLine key={payout.id} created={payout} onOpen={onOpen} />
        ))}
      </Stack>
    </Alert>
  );
}
