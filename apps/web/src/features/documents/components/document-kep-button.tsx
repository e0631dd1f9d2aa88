import Button from '@mui/material/Button';
import type { Document } from '@vyplaty/contracts';
import { useCallback, useState } from 'react';
import { KepSignDialog } from '../../../components/kep-sign';
import { notify } from '../../../lib/toast';
import { getDocumentKepToSign, postDocumentKep } from '../api/document-kep';
import { documentTitle } from './document-labels';

type Props = {
  doc: Document;
  onSigned: (doc: Document) => void;
  size?: 'medium' | 'large';
};

/** «Подписать КЭП» of a document, for the company's drawer and the contractor's page alike. */
export function DocumentKepButton({ doc, onSigned, size }: Props) {
  const [open, setOpen] = useState(false);
  const getToSign = useCallback(() => getDocumentKepToSign(doc.id), [doc.id]);
  const postSignature = useCallback((signature: string) => postDocumentKep(doc.id, signature), [doc.id]);
  const signed = useCallback(
    (result: Document) => {
      setOpen(false);
      notify.success('Документ подписан');
      onSigned(result);
    },
    [onSigned],
  );
  return (
    <>
      <Button variant="outlined" size={size} onClick={() => setOpen(true)}>
        Подписать КЭП
      </Button>
      <KepSignDialog
        open={open}
        onClose={() => setOpen(false)}
        subject={documentTitle(doc)}
        getToSign={getToSign}
        postSignature={postSignature}
        onSigned={signed}
      />
    </>
  );
}
