import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PaymentOrderFormat, PaymentOrderState, PayoutKind } from '@vyplaty/contracts';
import { useCallback, useState } from 'react';
import { KepSignDialog } from '../../../components/kep-sign';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import {
  getPaymentOrderKepToSign,
  postPaymentOrderKep,
  usePaymentOrderState,
  useSetPaymentOrderState,
} from '../api/payment-order-kep';
import { PaymentOrderBankState } from './payment-order-bank-state';

export const NOT_SIGNED_ORDER_TEXT =
  'Поручение не подписано. Подпишите файл для 1С квалифицированной электронной подписью (КЭП) руководителя ' +
  'или ответственного лица с МЧД — или подпишите поручение в программе своего банка.';

type Props = {
  kind: PayoutKind;
  payoutId: string;
  /** The order's number for the dialog («Платёжное поручение № 5»). */
  number: number;
  download: (format: PaymentOrderFormat) => void;
  loading: PaymentOrderFormat | null;
};

/**
 * The order's signature: who signed the exchange file with КЭП and when (with the .sig and the evidence
 * PDF), or that nobody has, with «Подписать КЭП» through the shared signing dialog.
 */
export function PayoutPaymentOrderSigning({ kind, payoutId, number, download, loading }: Props) {
  const state = usePaymentOrderState(kind, payoutId);
  const setState = useSetPaymentOrderState(kind, payoutId);
  const [open, setOpen] = useState(false);
  const getToSign = useCallback(() => getPaymentOrderKepToSign(kind, payoutId), [kind, payoutId]);
  const postSignature = useCallback(
    (signature: string) => postPaymentOrderKep(kind, payoutId, signature),
    [kind, payoutId],
  );
  const signed = useCallback(
    (result: PaymentOrderState) => {
      setOpen(false);
      setState(result);
      notify.success('Платёжное поручение подписано');
    },
    [setState],
  );
  // No order at all (a card, no account…): the downloads above say why; nothing to sign.
  if (!state.data) return null;
  if (state.data.status === 'SIGNED') {
    return (
      <Stack spacing={1.5}>
        <Alert severity="success">
          Подписано КЭП: {state.data.signer_name}
          {state.data.signed_at ? `, ${formatDateTime(state.data.signed_at)}` : ''}. Файл для 1С — ровно подписанный.
        </Alert>
        <PaymentOrderBankState bank={state.data.bank} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" loading={loading === 'sig'} onClick={() => download('sig')}>
            Скачать подпись (.sig)
          </Button>
          <Button variant="outlined" loading={loading === 'evidence'} onClick={() => download('evidence')}>
            Доказательства подписания
          </Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(true)}>
            Подписать КЭП
          </Button>
        }
      >
        {NOT_SIGNED_ORDER_TEXT}
      </Alert>
      <KepSignDialog
        open={open}
        onClose={() => setOpen(false)}
        subject={`Платёжное поручение № ${number}`}
        getToSign={getToSign}
        postSignature={postSignature}
        onSigned={signed}
      />
    </>
  );
}
