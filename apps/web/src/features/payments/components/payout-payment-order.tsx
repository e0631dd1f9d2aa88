import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PaymentOrderFormat, Payout, PayoutKind } from '@vyplaty/contracts';
import { useId, useRef, useState } from 'react';
import { saveLoadedFile } from '../../../lib/save-blob';
import { downloadPaymentOrder } from '../api/download-payment-order';
import { PaymentOrderDownloads } from './payment-order-downloads';
import { PayoutPaymentOrderSigning } from './payout-payment-order-signing';

/** Only an account can be paid by a payment order: a card or СБП payout shows nothing here. */
export const hasPaymentOrder = (payout: Payout) => payout.recipient?.kind === 'BANK_ACCOUNT';

/**
 * The payout's payment order from the company's own account (the 1C:DirectBank mode): the 1C exchange
 * file and the printable form, and its КЭП signature (payout-payment-order-signing.tsx). One download at
 * a time: a double click does not ask twice.
 */
export function PayoutPaymentOrder({ kind, payout }: { kind: PayoutKind; payout: Payout }) {
  const titleId = useId();
  const [loading, setLoading] = useState<PaymentOrderFormat | null>(null);
  // State updates a render late; the ref stops the second click of a double click at once.
  const isBusy = useRef(false);

  const download = async (format: PaymentOrderFormat) => {
    if (isBusy.current) return;
    isBusy.current = true;
    setLoading(format);
    await saveLoadedFile(
      () => downloadPaymentOrder(kind, payout.id, format),
      'Не удалось сформировать платёжное поручение',
    );
    isBusy.current = false;
    setLoading(null);
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Платёжное поручение
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Для оплаты со своего счёта компании: файл для загрузки в 1С или клиент-банк и печатная форма.
      </Typography>
      <PaymentOrderDownloads loading={loading} onDownload={(format) => void download(format)} sx={{ mb: 1.5 }} />
      <PayoutPaymentOrderSigning
        kind={kind}
        payoutId={payout.id}
        number={payout.number}
        download={(format) => void download(format)}
        loading={loading}
      />
    </Box>
  );
}
