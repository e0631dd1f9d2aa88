import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import type { Agreement } from '@vyplaty/contracts';
import { useCallback, useState } from 'react';
import { KepSignDialog } from '../../../components/kep-sign';
import { notify } from '../../../lib/toast';
import { getAgreementKepToSign, postAgreementKep } from '../api/agreement-kep';

/** An agreement a КЭП may sign: unsigned, and not the ПЭП agreement (issuing the ПЭП signs that one). */
export const isKepSignable = (agreement: Agreement) =>
  agreement.status === 'AWAIT_SIGN' && agreement.kind !== 'SELF_NEP';

/** «Подписать КЭП» of an agreement (the list, the EDO step): the shared dialog, then every query refreshed. */
export function AgreementKepButton({
  agreement,
  size = 'small',
  variant = 'text',
}: {
  agreement: Agreement;
  size?: 'small' | 'medium';
  variant?: 'text' | 'outlined' | 'contained';
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const getToSign = useCallback(() => getAgreementKepToSign(agreement.id), [agreement.id]);
  const postSignature = useCallback((signature: string) => postAgreementKep(agreement.id, signature), [agreement.id]);
  const signed = useCallback(() => {
    setOpen(false);
    notify.success('Соглашение подписано');
    // The step list, the session's "verified" and the agreements all change with a signature.
    void queryClient.invalidateQueries({ refetchType: 'all' });
  }, [queryClient]);
  return (
    <>
      <Button
        size={size}
        variant={variant}
        onClick={() => setOpen(true)}
        aria-label={`Подписать КЭП: ${agreement.title}`}
      >
        Подписать КЭП
      </Button>
      <KepSignDialog
        open={open}
        onClose={() => setOpen(false)}
        subject={agreement.title}
        getToSign={getToSign}
        postSignature={postSignature}
        onSigned={signed}
      />
    </>
  );
}
