import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { PAYOUT_STATUS_LABELS, type Payout, type PayoutKind } from '@vyplaty/contracts';
import { useEffect } from 'react';
import { type RecordField, RecordSection } from '../../../components/data-table/record-section';
import { AppDrawer } from '../../../components/drawer/app-drawer';
import { formatMoney, formatMoscowTime, formatPhone } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { useFollowedPayout } from '../api/get-payout';
import { IndividualBreakdown } from './individual-breakdown';
import { PayoutDrawerActions } from './payout-drawer-actions';
import { PayoutFiles } from './payout-files';
import { PayoutHistorySection } from './payout-history';
import { PayoutStatusChip, personName } from './payout-labels';
import { hasPaymentOrder, PayoutPaymentOrder } from './payout-payment-order';
import { PayoutReceipt } from './payout-receipt';
import { PayoutWaitingForAct } from './payout-waiting-for-act';

type PayoutDrawerProps = {
  kind: PayoutKind;
  payout: Payout | null;
  open: boolean;
  onClose: () => void;
  /** The payout after an action (the paid draft, the repeat…); null when it was deleted. */
  onChanged: (payout: Payout | null) => void;
};

function payoutFields(payout: Payout): RecordField[] {
  return [
    {
      label: 'Статус',
      value: (
        <PayoutStatusChip status={payout.status} repeatStatus={payout.repeat_status} waitingFor={payout.waiting_for} />
      ),
    },
    { label: payout.kind === 'INDIVIDUAL' ? 'Сумма до вычета НДФЛ' : 'Сумма', value: formatMoney(payout.amount) },
    { label: 'За что', value: payout.service_name },
    ...(payout.comment ? [{ label: 'Комментарий', value: payout.comment }] : []),
    { label: 'Создана', value: formatMoscowTime(payout.created_at) },
    ...(payout.paid_at ? [{ label: 'Выплачена', value: formatMoscowTime(payout.paid_at) }] : []),
    ...(payout.origin === 'FNS' ? [{ label: 'Источник', value: 'Создана в «Мой налог»' }] : []),
  ];
}

function recipientFields(payout: Payout): RecordField[] {
  const { employee } = payout;
  return [
    { label: 'ФИО', value: personName(employee) },
    { label: 'ИНН', value: employee.inn ?? 'Не указан' },
    { label: 'Телефон', value: formatPhone(employee.phone) },
    { label: 'Куда', value: payout.recipient?.label ?? 'Определится при выплате по основным реквизитам' },
  ];
}

/**
 * A payout's card in a main-size drawer (SPEC §2): amount (and for a person the НДФЛ breakdown), status
 * and why it failed (or what it waits for: a signed act, with the way to make one), the recipient, the receipt, what can be done now, the history and the files.
 */
export function PayoutDrawer({ kind, payout: opened, open, onClose, onChanged }: PayoutDrawerProps) {
  const payout = useFollowedPayout(kind, opened);
  const queryClient = useQueryClient();
  const stage = payout
    ? `${payout.id}:${payout.status}:${payout.waiting_for ?? ''}:${payout.receipt?.status ?? ''}`
    : '';
  // Each step the payout takes (paid, receipt registered) changes its history, the list and the balance.
  useEffect(() => {
    if (!stage) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.payouts.kind(kind) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.balance.all });
  }, [queryClient, kind, stage]);
  return (
    <AppDrawer open={open} onClose={onClose} title={payout ? `Выплата № ${payout.number}` : ''} size="main">
      {payout && (
        <Stack spacing={3}>
          {payout.reason && (
            <Alert
              severity={payout.status === 'CREATED' ? 'warning' : 'error'}
              title={PAYOUT_STATUS_LABELS[payout.status]}
            >
              {payout.status === 'CREATED' ? `Не прошла проверку: ${payout.reason}` : payout.reason}
            </Alert>
          )}
          <PayoutWaitingForAct payout={payout} />
          <PayoutDrawerActions kind={kind} payout={payout} onChanged={onChanged} />
          <RecordSection title="Выплата" fields={payoutFields(payout)} />
          {payout.breakdown && <IndividualBreakdown breakdown={payout.breakdown} />}
          <RecordSection title="Получатель" fields={recipientFields(payout)} />
          {payout.receipt && <PayoutReceipt receipt={payout.receipt} />}
          {hasPaymentOrder(payout) && <PayoutPaymentOrder kind={kind} payout={payout} />}
          <PayoutHistorySection kind={kind} id={payout.id} />
          <PayoutFiles kind={kind} payoutId={payout.id} />
        </Stack>
      )}
    </AppDrawer>
  );
}
