import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { PAYOUT_WAITING_FOR_LABELS, type Payout } from '@vyplaty/contracts';
import { Link as RouterLink } from 'react-router';
import { personName } from './payout-labels';

/**
 * /document-management/single with this payout's act prefilled: the act template, the contractor and the
 * payout (the new act is linked to it at creation), see template-document-form.tsx.
 */
export const actForPayoutPath = (payout: Payout) =>
  `/document-management/single?${new URLSearchParams({
    payout: payout.id,
    employee: payout.employee.id,
    employee_name: personName(payout.employee),
  }).toString()}`;

/**
 * N7: a payout the company confirmed but that waits for its act (the company requires a signed act per
 * payout): the money is held, the bank is not asked until an act linked to it is signed by both sides.
 */
export function PayoutWaitingForAct({ payout }: { payout: Payout }) {
  if (payout.waiting_for !== 'SIGNED_ACT') return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={actForPayoutPath(payout)} color="inherit" size="small">
          Оформить акт
        </Button>
      }
    >
      <AlertTitle>{PAYOUT_WAITING_FOR_LABELS.SIGNED_ACT}</AlertTitle>
      Деньги зарезервированы на балансе. В банк выплата уйдёт, когда акт, связанный с ней, подпишут компания и
      исполнитель. Создайте акт по этой выплате или свяжите с ней уже созданный в разделе «Документы».
    </Alert>
  );
}
