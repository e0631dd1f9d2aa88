import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { PAYOUT_STATUS_LABELS, type Payout } from '@vyplaty/contracts';
import { formatMoney } from '../../../lib/format';
import { personName } from './payout-labels';

type PayoutResultProps = {
  payouts: readonly Payout[];
  onOpen: (payout: Payout) => void;
  onNew: () => void;
};

/** What «Выплатить» created: each payout with its number, amount and status, a link to its card. */
export function PayoutResult({ payouts, onOpen, onNew }: PayoutResultProps) {
  const title = payouts.length === 1 ? 'Выплата создана' : `Создано выплат: ${payouts.length}`;
  return (
    <Alert
      severity="success"
      action={
        <Button color="inherit" size="small" onClick={onNew}>
          Новая выплата
        </Button>
      }
    >
      <strong>{title}</strong>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, mt: 1, pl: 2 }}>
        {payouts.map((payout) => (
          <li key={payout.id}>
            <Link component="button" type="button" onClick={() => onOpen(payout)} sx={{ verticalAlign: 'baseline' }}>
              {`№ ${payout.number}`}
            </Link>
            {` — ${personName(payout.employee)}, ${formatMoney(payout.amount)}: ${PAYOUT_STATUS_LABELS[payout.status]}`}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
