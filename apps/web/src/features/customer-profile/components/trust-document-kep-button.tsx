import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import type { RepresentativeDocument } from '@vyplaty/contracts';
import { useCallback, useState } from 'react';
import { KepSignDialog } from '../../../components/kep-sign';
import { queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/toast';
import { getTrustDocumentKepToSign, postTrustDocumentKep } from '../api/representative-kep';

/** A trust document the head may sign with КЭП: an МЧД or the platform's draft, not yet signed so. */
export const isKepSignableTrustDocument = (document: RepresentativeDocument) =>
  document.kind === 'TRUST_DOCUMENT' &&
  (document.format === 'GENERATED' || document.format === 'MCHD_XML') &&
  document.signature_check !== 'VALID';

/** «Подписать КЭП» of a trust document: the head signs it; the person's documents and status refresh. */
export function TrustDocumentKepButton({
  representativeId,
  document,
}: {
  representativeId: string;
  document: RepresentativeDocument;
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const getToSign = useCallback(
    () => getTrustDocumentKepToSign(representativeId, document.id),
    [representativeId, document.id],
  );
  const postSignature = useCallback(
    (signature: string) => postTrustDocumentKep(representativeId, document.id, signature),
    [representativeId, document.id],
  );
  const signed = useCallback(() => {
    setOpen(false);
    notify.success('Доверенность подписана');
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.representatives.all });
  }, [queryClient]);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Подписать КЭП
      </Button>
      <KepSignDialog
        open={open}
        onClose={() => setOpen(false)}
        subject={`Доверенность${document.number ? ` № ${document.number}` : ''}`}
        getToSign={getToSign}
        postSignature={postSignature}
        onSigned={signed}
      />
    </>
  );
}
