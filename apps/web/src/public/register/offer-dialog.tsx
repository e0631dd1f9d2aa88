/** @jsxImportSource preact */
import type { OfferSummary } from '@vyplaty/contracts';
import { apiPaths } from '@vyplaty/contracts/paths';
import { useEffect, useRef, useState } from 'preact/hooks';
import { openLoadedInNewTab } from '../../lib/open-blob';
import { offerEdition, REGISTER_TEXTS } from '../../lib/register-texts';
import { Alert } from '../components/alert';
import { failureMessage, PublicApiError, postForBlob, postJson } from '../public-http';

/** DD.MM.YYYY in the browser's zone, as the app's formatDate (dayjs) shows the edition's day. */
const dayFormat = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });

const textOf = (answer: unknown): string | null =>
  typeof answer === 'object' && answer !== null && 'text' in answer && typeof answer.text === 'string'
    ? answer.text
    : null;

async function loadOfferText(offerId: string): Promise<string> {
  const text = textOf(await postJson(apiPaths.offer.fileContent, { offer_id: offerId, format: 'json' }));
  if (text === null) throw new Error('offer/file_content: ответ не того вида');
  return text;
}

type Loaded = { state: 'loading' } | { state: 'loaded'; text: string } | { state: 'failed'; message: string };

/** Asks for the offer's text, each step said to `setLoaded`. */
function loadTextInto(offerId: string, setLoaded: (loaded: Loaded) => void) {
  setLoaded({ state: 'loading' });
  loadOfferText(offerId).then(
    (text) => setLoaded({ state: 'loaded', text }),
    (error: unknown) => {
      if (!(error instanceof PublicApiError)) console.error('Текст оферты не загрузился', error);
      setLoaded({ state: 'failed', message: failureMessage(error, REGISTER_TEXTS.offerFailed) });
    },
  );
}

type OfferDialogProps = {
  dialogRef: { current: HTMLDialogElement | null };
  offer: OfferSummary;
  /** True once the person has opened it: the text is asked for then, not with the page. */
  isOpened: boolean;
};

/** The platform's offer, read before it is accepted (the app's features/auth/components/offer-dialog.tsx). */
export function OfferDialog({ dialogRef, offer, isOpened }: OfferDialogProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [pdfFailure, setPdfFailure] = useState<string | null>(null);

  // Asked for once, on the first opening (as register-page.tsx starts its loads).
  const hasStarted = useRef(false);

  const loadText = () => loadTextInto(offer.id, setLoaded);

  useEffect(() => {
    if (!isOpened || hasStarted.current) return;
    hasStarted.current = true;
    loadTextInto(offer.id, setLoaded);
  }, [isOpened, offer.id]);

  const openPdf = async () => {
    setPdfFailure(null);
    try {
      await openLoadedInNewTab(() => postForBlob(apiPaths.offer.fileContent, { offer_id: offer.id, format: 'pdf' }));
    } catch (error) {
      if (!(error instanceof PublicApiError)) console.error('PDF оферты не открылся', error);
      setPdfFailure(failureMessage(error, REGISTER_TEXTS.offerPdfFailed));
    }
  };

  return (
    <dialog ref={dialogRef} class="dialog dialog-wide" aria-labelledby="offer-title">
      <h2 id="offer-title">{offer.title}</h2>
      <div class="dialog-body stack-tight">
        <p class="muted">{offerEdition(offer.version, dayFormat.format(new Date(offer.published_at)))}</p>
        <Alert message={pdfFailure} />
        {loaded.state === 'loading' && (
          <p class="muted" role="status">
            {REGISTER_TEXTS.offerLoading}
          </p>
        )}
        {loaded.state === 'failed' && (
          <div class="stack-tight">
            <Alert message={loaded.message} />
            <button type="button" class="button-text button-start" onClick={loadText}>
              {REGISTER_TEXTS.retry}
            </button>
          </div>
        )}
        {loaded.state === 'loaded' && (
          <div class="offer-text" data-testid="offer-text">
            {loaded.text}
          </div>
        )}
      </div>
      <div class="dialog-actions">
        <button type="button" class="button-text" onClick={() => void openPdf()}>
          {REGISTER_TEXTS.offerPdf}
        </button>
        <span class="grow" />
        <button type="button" class="button-text" onClick={() => dialogRef.current?.close()}>
          {REGISTER_TEXTS.close}
        </button>
      </div>
    </dialog>
  );
}
