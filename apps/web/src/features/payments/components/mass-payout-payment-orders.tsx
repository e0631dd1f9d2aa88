import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type MassPayout, type MassPayoutOrdersState, REGISTRY_SIGNATURES_MAX } from '@vyplaty/contracts';
import { useCallback, useId, useRef, useState } from 'react';
import { KepSignDialog } from '../../../components/kep-sign';
import { Loader } from '../../../components/loader';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { saveLoadedFile } from '../../../lib/save-blob';
import { notify } from '../../../lib/toast';
import {
  downloadMassPayoutOrders,
  getMassPayoutOrdersToSign,
  type OrderToSign,
  postMassPayoutOrdersSignatures,
  useMassPayoutOrders,
  useSignedMassPayoutOrders,
} from '../api/mass-payout-payment-orders';
import { MassPayoutOrdersList, ordersStateText } from './mass-payout-orders-list';
import { PaymentOrderDownloads } from './payment-order-downloads';

type Format = 'txt' | 'pdf';

/**
 * «Платёжные поручения» of a registry paid from the company's own account (channel OWN_ACCOUNT): where the
 * orders are, the one 1C file and the print, and signing every unsigned order with КЭП in one action (the
 * shared signing dialog, each order its own signature); the page then follows them to the bank and back.
 */
export function MassPayoutPaymentOrders({ registry }: { registry: MassPayout }) {
  const { kind, id } = registry;
  const titleId = useId();
  const orders = useMassPayoutOrders(kind, id);
  const signed = useSignedMassPayoutOrders(kind, id);
  const [loading, setLoading] = useState<Format | null>(null);
  const [isSigning, setIsSigning] = useState(false);
  const isBusy = useRef(false);
  const toSign = useRef<OrderToSign[]>([]);

  const download = async (format: Format) => {
    if (isBusy.current) return;
    isBusy.current = true;
    setLoading(format);
    await saveLoadedFile(
      () => downloadMassPayoutOrders(kind, id, format),
      'Не удалось сформировать платёжные поручения',
    );
    isBusy.current = false;
    setLoading(null);
  };

  const getToSign = useCallback(async () => {
    toSign.current = await getMassPayoutOrdersToSign(kind, id);
    return toSign.current;
  }, [kind, id]);
  // A registry of more orders than one call takes is signed at once and sent in parts.
  const postSignatures = useCallback(
    async (signatures: string[]) => {
      const all = toSign.current.map((order, i) => ({ payout_id: order.payout_id, signature: signatures[i] ?? '' }));
      let state: MassPayoutOrdersState | null = null;
      for (let from = 0; from < all.length; from += REGISTRY_SIGNATURES_MAX) {
        state = await postMassPayoutOrdersSignatures(kind, id, all.slice(from, from + REGISTRY_SIGNATURES_MAX));
      }
      if (!state) throw new Error('Нет поручений для подписи');
      return state;
    },
    [kind, id],
  );
  const handleSigned = useCallback(
    (state: MassPayoutOrdersState) => {
      setIsSigning(false);
      void signed(state);
      notify.success('Платёжные поручения подписаны и отправляются в банк');
    },
    [signed],
  );

  const state = orders.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Платёжные поручения
      </Typography>
      {orders.isPending && <Loader />}
      {orders.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void orders.refetch()}>
              Повторить
            </Button>
          }
        >
          {errorMessage(orders.error, 'Не удалось загрузить платёжные поручения')}
        </Alert>
      )}
      {state === null && <Alert severity="info">Поручения появятся, когда строки реестра станут выплатами.</Alert>}
      {state && (
        <Stack spacing={1.5}>
          <Alert
            severity={ordersStateText(state).severity}
            action={
              state.status === 'AWAIT_SIGN' ? (
                <Button color="inherit" size="small" onClick={() => setIsSigning(true)}>
                  Подписать КЭП
                </Button>
              ) : undefined
            }
          >
            {ordersStateText(state).text}
          </Alert>
          {state.signer_name && (
            <Typography variant="body2">
              {`Подписано КЭП: ${state.signer_name}${state.signed_at ? `, ${formatDateTime(state.signed_at)}` : ''}`}
            </Typography>
          )}
          <PaymentOrderDownloads loading={loading} onDownload={(format) => void download(format)} />
          <MassPayoutOrdersList items={state.items} />
        </Stack>
      )}
      <KepSignDialog
        open={isSigning}
        onClose={() => setIsSigning(false)}
        subject={`Платёжные поручения по реестру № ${registry.number}`}
        getToSign={getToSign}
        postSignature={postSignatures}
        onSigned={handleSigned}
      />
    </Paper>
  );
}
