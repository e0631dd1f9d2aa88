import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type EmployeePayoutDetail, PAYOUT_WAITING_FOR_LABELS, payoutKindSchema } from '@vyplaty/contracts';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { type RecordField, RecordSection } from '../../../components/data-table/record-section';
import { HistoryTimeline } from '../../../components/history-timeline';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { formatMoney, formatMoscowTime } from '../../../lib/format';
import { useEmployeePayout } from '../api/get-employee-payout';
import { IndividualBreakdown } from '../components/individual-breakdown';
import { PAYOUT_KIND_LABELS, PayoutStatusChip } from '../components/payout-labels';
import { PayoutReceipt } from '../components/payout-receipt';

function payoutFields(payout: EmployeePayoutDetail): RecordField[] {
  return [
    { label: 'Статус', value: <PayoutStatusChip status={payout.status} waitingFor={payout.waiting_for} /> },
    { label: payout.kind === 'INDIVIDUAL' ? 'На руки' : 'Сумма', value: formatMoney(payout.amount) },
    { label: 'Компания', value: `${payout.company.name}, ИНН ${payout.company.inn}` },
    { label: 'Вид', value: PAYOUT_KIND_LABELS[payout.kind] },
    { label: 'За что', value: payout.service_name },
    { label: 'Куда', value: payout.recipient?.label ?? 'По вашим основным реквизитам' },
    { label: 'Создана', value: formatMoscowTime(payout.created_at) },
    ...(payout.paid_at ? [{ label: 'Выплачена', value: formatMoscowTime(payout.paid_at) }] : []),
  ];
}

/** /employee/payments/{id}: the amount, the company, the status and its history, the receipt to open or print. */
export function EmployeePaymentPage() {
  const { id = '' } = useParams();
  const kind = payoutKindSchema.safeParse(useSearchParams()[0].get('kind')).data ?? null;
  const payout = useEmployeePayout(id, kind);

  const back = (
    <Button component={RouterLink} to="/employee/payments" sx={{ alignSelf: 'flex-start' }}>
      ← Все выплаты
    </Button>
  );
  if (payout.isPending) return <PageLoader />;
  if (payout.isError) {
    return (
      <Stack spacing={2}>
        {back}
        <QueryRetryPanel query={payout} failureText="Не удалось загрузить выплату" />
      </Stack>
    );
  }
  const detail = payout.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      {back}
      <PageTitle gutter={0}>{`Выплата № ${detail.number}`}</PageTitle>
      {detail.reason && <Alert severity="error">{detail.reason}</Alert>}
      {detail.waiting_for === 'SIGNED_ACT' && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/employee/documents" color="inherit" size="small">
              К документам
            </Button>
          }
        >
          <AlertTitle>{PAYOUT_WAITING_FOR_LABELS.SIGNED_ACT}</AlertTitle>
          Компания подтвердила выплату и зарезервировала деньги. Они придут, когда акт по этой выплате подпишут обе
          стороны — вы и компания. Если акт ждёт вашей подписи, он в разделе «Документы».
        </Alert>
      )}
      <RecordSection title="Выплата" fields={payoutFields(detail)} />
      {detail.breakdown && <IndividualBreakdown breakdown={detail.breakdown} title="Расчёт НДФЛ" />}
      {detail.receipt && <PayoutReceipt receipt={detail.receipt} />}
      <HistoryTimeline items={detail.history} />
    </Stack>
  );
}
