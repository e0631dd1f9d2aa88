import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOCUMENT_STATUS_LABELS, type DocumentStatus, type EmployeeTask } from '@vyplaty/contracts';
import { Link as RouterLink } from 'react-router';
import { myPayoutText } from './task-money-texts';

/** The act still waits for the contractor's signature. */
const AWAITS_MY_SIGNATURE: readonly DocumentStatus[] = ['AWAIT_SIGN', 'AWAIT_SIGN_EMPLOYEE'];

/** Whether the contractor's act of this task waits for their signature (the list's cards say so too). */
export const awaitsMySignature = (task: EmployeeTask) =>
  Boolean(task.my?.act && AWAITS_MY_SIGNATURE.includes(task.my.act.status));

const PAYOUT_SEVERITY = { WAIT_PERIOD: 'info', IN_PROGRESS: 'info', DONE: 'success', ERROR: 'error' } as const;

/**
 * After the work is accepted: the act to sign («Подписать акт» opens it in the contractor's documents)
 * and what happens to the money now — waiting for the act, at the bank, paid, or failed with the reason.
 */
export function MyTaskMoney({ task }: { task: EmployeeTask }) {
  const act = task.my?.act ?? null;
  const payout = task.my?.payout ?? null;
  if (!act && !payout) return null;
  const actPath = act ? `/employee/documents/${encodeURIComponent(act.id)}` : '';
  return (
    <Stack spacing={1.5}>
      {act && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Typography>
            Акт № {act.number}: {DOCUMENT_STATUS_LABELS[act.status]}
          </Typography>
          {awaitsMySignature(task) ? (
            <Button variant="contained" size="large" component={RouterLink} to={actPath}>
              Подписать акт
            </Button>
          ) : (
            <Button component={RouterLink} to={actPath}>
              Открыть акт
            </Button>
          )}
        </Stack>
      )}
      {payout && (
        <Alert severity={PAYOUT_SEVERITY[payout.wait_status]}>
          {myPayoutText(payout)}{' '}
          <Link component={RouterLink} to={`/employee/payments/${encodeURIComponent(payout.id)}`}>
            Выплата № {payout.number}
          </Link>
        </Alert>
      )}
    </Stack>
  );
}
