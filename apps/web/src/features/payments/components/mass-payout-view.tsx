import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PayoutKind } from '@vyplaty/contracts';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { formatMoscowDateTime } from '../../../lib/format';
import { isImporting, useMassPayout } from '../api/get-mass-payout';
import { massPayoutPage } from '../api/mass-payout-paths';
import { MassPayoutActions } from './mass-payout-actions';
import { MassPayoutHistory } from './mass-payout-history';
import { MassPayoutImportError, MassPayoutImportProgress } from './mass-payout-import-progress';
import { MASS_PAYOUT_KIND_TITLES, MassPayoutStatusChip, registryTitle } from './mass-payout-labels';
import { MassPayoutPaymentOrders } from './mass-payout-payment-orders';
import { MassPayoutPaymentProgress } from './mass-payout-payment-progress';
import { MassPayoutRows } from './mass-payout-rows';
import { MassPayoutErrorModeChoice, MassPayoutTotals } from './mass-payout-summary';

/**
 * /payments/mass-payment/{id} and /payments/mass-individual-payment/{id}: the registry's number, file and
 * status; while its file is read and checked, the progress (asked every second); a file that failed, its
 * Russian reason; once checked, the totals, the error mode, the files, the rows and «Оплатить реестр»; once
 * paid, the payment's progress and how it ended — and, paid by the company's own payment orders, those orders.
 */
export function MassPayoutView({ kind }: { kind: PayoutKind }) {
  const id = useParams().id ?? '';
  const query = useMassPayout(kind, id);
  const registry = query.data;
  if (!registry) {
    if (query.isError) {
      return <QueryRetryPanel query={query} failureText="Не удалось загрузить реестр" />;
    }
    return <PageLoader />;
  }
  const isChecked = registry.import.status === 'ACTIVATED';
  return (
    <>
      <Link component={RouterLink} to={massPayoutPage(kind)} underline="hover" variant="body2">
        {`← ${MASS_PAYOUT_KIND_TITLES[kind]}`}
      </Link>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
        <PageTitle level={2} gutter={0}>
          {registryTitle(registry)}
        </PageTitle>
        <MassPayoutStatusChip registry={registry} />
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2, overflowWrap: 'anywhere' }}>
        {`${registry.file.name} · загружен ${formatMoscowDateTime(registry.created_at)} МСК`}
      </Typography>
      <MassPayoutActions registry={registry} />
      {isImporting(registry) && <MassPayoutImportProgress registry={registry} />}
      {registry.import.status === 'ERROR' && <MassPayoutImportError registry={registry} />}
      {isChecked && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <MassPayoutPaymentProgress registry={registry} />
          {registry.payment?.channel === 'OWN_ACCOUNT' && <MassPayoutPaymentOrders registry={registry} />}
          <MassPayoutTotals registry={registry} />
          <MassPayoutErrorModeChoice registry={registry} />
          {registry.status === 'DRAFT' && (
            <Alert severity="info">
              Проверьте строки и режим оплаты: строки с ошибками можно убрать или исправить в файле с ошибками и
              загрузить его снова. Затем нажмите «Оплатить реестр».
            </Alert>
          )}
        </Stack>
      )}
      {isChecked && <MassPayoutRows registry={registry} />}
      <MassPayoutHistory registry={registry} />
    </>
  );
}
