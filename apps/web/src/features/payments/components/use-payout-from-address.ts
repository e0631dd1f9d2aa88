import { useQuery } from '@tanstack/react-query';
import { apiPaths, type Payout, type PayoutKind, payoutSchema } from '@vyplaty/contracts';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage, http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/toast';
import { fillPath } from '../api/payout-paths';

/** The address that opens a payout's drawer from elsewhere (a balance operation knows only the id). */
export const payoutAddress = (payoutId: string, kind: PayoutKind = 'NPD') =>
  `/payments/${kind === 'NPD' ? 'npd' : 'individual'}/single?payout=${encodeURIComponent(payoutId)}`;

async function getAnyPayout(id: string): Promise<Payout> {
  const { data } = await http.get(fillPath(apiPaths.userPayouts.one, id));
  return payoutSchema.parse(data);
}

/**
 * `?payout={id}` on a payouts page: user/payout/{id} tells the payout's kind; a payout of the other kind
 * moves to its own page, one of this kind opens in the page's drawer, and the parameter leaves the
 * address (the list keeps its own). Not found or not the company's: a Russian toast.
 */
export function usePayoutFromAddress(kind: PayoutKind, open: (payout: Payout) => void) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const payoutId = params.get('payout');
  const query = useQuery({
    queryKey: queryKeys.payouts.anyKind(payoutId ?? ''),
    queryFn: () => getAnyPayout(payoutId!),
    enabled: payoutId !== null,
    retry: false,
  });
  const { data, error } = query;
  useEffect(() => {
    if (!payoutId || (!data && !error)) return;
    if (data && data.kind !== kind) {
      navigate(payoutAddress(data.id, data.kind), { replace: true });
      return;
    }
    if (data) open(data);
    else notify.error(errorMessage(error, 'Не удалось открыть выплату'));
    setParams(
      (was) => {
        const next = new URLSearchParams(was);
        next.delete('payout');
        return next;
      },
      { replace: true },
    );
  }, [payoutId, data, error, kind, navigate, open, setParams]);
}
