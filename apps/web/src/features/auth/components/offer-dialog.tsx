import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { OfferSummary } from '@vyplaty/contracts';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../components/lazy/lazy-component';
import { PageLoader } from '../../../components/page-loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { formatDate } from '../../../lib/format';
import { offerEdition, REGISTER_TEXTS } from '../../../lib/register-texts';
import { openBlobInNewTab } from '../../../lib/save-blob';
import { getOfferPdf, useOfferContent } from '../api/get-offer-content';

/** The КЭП signing of the offer comes with its first opening, not with /login (docs/performance.md). */
const OfferAccessionDialog = lazyComponent(
  () => import('../../../components/offer-kep/offer-accession-dialog'),
  'OfferAccessionDialog',
);

type OfferDialogProps = {
  offer: OfferSummary;
  open: boolean;
  onClose: () => void;
  /** With it the dialog asks to accept the offer; without it the offer is only shown. */
  onAccept?: () => void;
  isAccepting?: boolean;
  /** With it the offer may also be accepted by signing the caller's application with КЭП (offer/sign_kep). */
  onSignedKep?: () => void;
};

function openOfferPdf(offerId: string) {
  return openBlobInNewTab(() => getOfferPdf(offerId), REGISTER_TEXTS.offerPdfFailed);
}

export function OfferDialog({ offer, open, onClose, onAccept, isAccepting = false, onSignedKep }: OfferDialogProps) {
  const content = useOfferContent(offer.id);
  const [isKepOpen, setIsKepOpen] = useState(false);
  return (
    <>
      <Dialog open={open} onClose={isAccepting ? undefined : onClose} maxWidth="md" scroll="paper">
        <DialogTitle>{offer.title}</DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {offerEdition(offer.version, formatDate(offer.published_at))}
          </Typography>
          {content.isPending && <PageLoader minHeight={160} />}
          {content.isError && <QueryRetryPanel query={content} failureText={REGISTER_TEXTS.offerFailed} />}
          {content.data && (
            <Box sx={{ whiteSpace: 'pre-wrap', typography: 'body2' }} data-testid="offer-text">
              {content.data.text}
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="text" onClick={() => void openOfferPdf(offer.id)}>
            {REGISTER_TEXTS.offerPdf}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button onClick={onClose} disabled={isAccepting}>
            {onAccept ? 'Отказаться' : REGISTER_TEXTS.close}
          </Button>
          {onSignedKep && (
            <Button
              variant="outlined"
              onPointerEnter={OfferAccessionDialog.preload}
              onFocus={OfferAccessionDialog.preload}
              onClick={() => setIsKepOpen(true)}
              disabled={!content.data || isAccepting}
            >
              Подписать КЭП
            </Button>
          )}
          {onAccept && (
            <Button variant="contained" onClick={onAccept} loading={isAccepting} disabled={!content.data}>
              Принимаю условия
            </Button>
          )}
        </DialogActions>
      </Dialog>
      {isKepOpen && onSignedKep && (
        <Suspense fallback={null}>
          <OfferAccessionDialog
            offer={offer}
            onClose={() => setIsKepOpen(false)}
            onSigned={() => {
              setIsKepOpen(false);
              onSignedKep();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
