import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOCUMENT_STATUS_LABELS, TASK_PAYOUT_WAIT_STATUS_LABELS, type TaskPair } from '@vyplaty/contracts';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { REGISTRY_STATUS_TEXTS, registryPath } from './task-money-texts';

/** «В реестре № N · черновик» opening the registry's page; a deleted registry is named, not linked. */
function PairRegistry({ registry }: { registry: NonNullable<TaskPair['registry']> }) {
  if (registry.deleted) {
    return <Typography variant="body2">{`Был в реестре № ${registry.number} · реестр удалён`}</Typography>;
  }
  return (
    <Typography variant="body2">
      <Link component={RouterLink} to={registryPath(registry)}>
        В реестре № {registry.number}
      </Link>
      {` · ${REGISTRY_STATUS_TEXTS[registry.status]}`}
    </Typography>
  );
}

/**
 * An accepted pair's money, as the company sees it: «Выплата № N» (its wait status, the reason of a
 * failure) opening the payout on the payouts page, «В реестре № N» (its status) opening the registry the work
 * is paid in, and «Акт № N» (its status) opening the document. Work accepted to be paid in a registry and not
 * in one yet: «Ждёт оплаты реестром». The addresses belong to the payments and documents features (the journal
 * links the same way).
 */
export function PairMoney({ pair }: { pair: TaskPair }) {
  const { payout, act, registry } = pair;
  const isWaitingForRegistry = pair.status === 'WAIT_PAYOUT' && !payout && (!registry || registry.deleted);
  if (!payout && !act && !registry) return null;
  return (
    <Stack spacing={0.5}>
      {registry && <PairRegistry registry={registry} />}
      {isWaitingForRegistry && (
        <Typography variant="body2" color="text.secondary">
          Ждёт оплаты реестром{act?.status !== 'SIGNED' ? ' · акт на подписи' : ''}
        </Typography>
      )}
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
