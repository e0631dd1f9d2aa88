import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type CreatePayoutsResponse, PAYOUT_STATUS_LABELS, type Payout } from '@vyplaty/contracts';
import { formatMoney } from '../../../lib/format';
import { personName } from './payout-labels';

type PayoutResultProps = {
  answer: CreatePayoutsResponse;
  onOpen: (payout: Payout) => void;
  onNew: () => void;
};

function titleOf(payouts: readonly Payout[]) {
  const drafts = payouts.filter((payout) => payout.status === 'CREATED').length;
  if (drafts > 0) return `Оплачено ${payouts.length - drafts} из ${payouts.length}, черновиками остались: ${drafts}`;
  return payouts.length === 1 ? 'Выплата создана' : `Создано выплат: ${payouts.length}`;
}

/**
 * What «Выплатить» created: each payout with its number, amount and status, a link to its card; a row kept as
 * a draft (the company chose to pay the others) with the reason it did not pass.
 */
export function PayoutResult({ answer, onOpen, onNew }: PayoutResultProps) {
  const payouts = answer.items;
  const hasDrafts = payouts.some((payout) => payout.status === 'CREATED');
  return (
    <Alert
      severity={hasDrafts ? 'warning' : 'success'}
      action={
        <Button color="inherit" size="small" onClick={onNew}>
          Новая выплата
        </Button>
      }
    >
      <strong>{titleOf(payouts)}</strong>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, mt: 1, pl: 2 }}>
        {payouts.map((payout) => (
          <li key={payout.id}>
            <Link component="button" type="button" onClick={() => onOpen(payout)} sx={{ verticalAlign: 'baseline' }}>
              {`№ ${payout.number}`}
            </Link>
            {` — ${personName(payout.employee)}, ${formatMoney(payout.amount)}: ${PAYOUT_STATUS_LABELS[payout.status]}`}
            {payout.status === 'CREATED' && payout.reason && ` — ${payout.reason}`}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
