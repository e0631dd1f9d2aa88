import type { PaymentOrderFormat, PayoutKind } from '@vyplaty/contracts';
import { fileNameOf, http, rethrowWithBlobErrorBody } from '../../../lib/http';
import { fillPath, payoutPaths } from './payout-paths';

/**
 * The payout's payment order (`payment_order?format=txt|pdf`): the 1C exchange file or the printable
 * form, with its name from Content-Disposition; a refusal (a card recipient, no company account) keeps
 * the server's Russian message.
 */
export async function downloadPaymentOrder(
  kind: PayoutKind,
  id: string,
  format: PaymentOrderFormat,
): Promise<{ blob: Blob; name: string }> {
  const response = await http
    .get<Blob>(fillPath(payoutPaths(kind).paymentOrder, id), { params: { format }, responseType: 'blob' })
    .catch(rethrowWithBlobErrorBody);
  const disposition = response.headers['content-disposition'] as string | undefined;
  return { blob: response.data, name: fileNameOf(disposition, `Платёжное поручение.${format}`) };
}
