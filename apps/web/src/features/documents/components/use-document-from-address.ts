import type { Document } from '@vyplaty/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useDocument } from '../api/document-queries';

/**
 * `?document={id}` on a company's documents page (a line of the company's journal): the document is read
 * (`user/document/{id}`), opens in the page's drawer, and the parameter leaves the address. Not found or
 * not the company's: a Russian toast.
 */
export function useDocumentFromAddress(open: (doc: Document) => void) {
  const [params, setParams] = useSearchParams();
  const documentId = params.get('document');
  const { data, error } = useDocument('company', documentId ?? '');
  useEffect(() => {
    if (!documentId || (!data && !error)) return;
    if (data) open(data);
    else notify.error(errorMessage(error, 'Не удалось открыть документ'));
    setParams(
      (was) => {
        const next = new URLSearchParams(was);
        next.delete('document');
        return next;
      },
      { replace: true },
    );
  }, [documentId, data, error, open, setParams]);
}
