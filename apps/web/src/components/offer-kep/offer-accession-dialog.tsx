import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { CustomOffer, OfferSummary } from '@vyplaty/contracts';
import { useCallback, useState } from 'react';
import { formatDate } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { openBlobInNewTab } from '../../lib/save-blob';
import { notify } from '../../lib/toast';
import { KepSignDialog } from '../kep-sign';
import { Loader } from '../loader';
import { QueryRetryPanel } from '../retry-panel';
import { getCustomOfferPdf, getOfferKepToSign, postOfferKep, useCustomOffer } from './offer-kep-api';

type OfferAccessionDialogProps = {
  offer: OfferSummary;
  onClose: () => void;
  /** After the application was signed: the offer is accepted. */
  onSigned: (result: CustomOffer) => void;
};

function openApplicationPdf(offerId: string) {
  return openBlobInNewTab(() => getCustomOfferPdf(offerId), 'Не удалось открыть PDF');
}

/**
 * Accepting the offer with КЭП (docs/decisions/signatures.md «Custom offer»): what is signed is the caller's
 * own «Заявление о присоединении к оферте» (offer/custom: the edition, the party's requisites, the date), shown
 * here and as the PDF whose bytes the plug-in signs; «Подписать КЭП» opens the shared dialog over
 * offer/sign_kep. Mount only while open.
 */
export function OfferAccessionDialog({ offer, onClose, onSigned }: OfferAccessionDialogProps) {
  const application = useCustomOffer(offer.id);
  const queryClient = useQueryClient();
  const [isSigning, setIsSigning] = useState(false);
  const getToSign = useCallback(() => getOfferKepToSign(offer.id), [offer.id]);
  const postSignature = useCallback((signature: string) => postOfferKep(offer.id, signature), [offer.id]);
  const signed = useCallback(
    (result: CustomOffer) => {
      setIsSigning(false);
      queryClient.setQueryData(queryKeys.offer.custom(offer.id), result);
      notify.success('Оферта принята: заявление подписано КЭП');
      onSigned(result);
    },
    [offer.id, onSigned, queryClient],
  );
  const data = application.data;
  return (
    <>
      <Dialog open onClose={onClose} maxWidth="md" scroll="paper" aria-labelledby="offer-accession-title">
        <DialogTitle id="offer-accession-title">Заявление о присоединении к оферте</DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            К оферте «{offer.title}», редакция {offer.version} от {formatDate(offer.published_at)}. Квалифицированная
            подпись ставится под этим заявлением: в нём названы вы и редакция, которую вы принимаете.
          </Typography>
          {application.isPending && <Loader />}
          {application.isError && (
            <QueryRetryPanel query={application} failureText="Не удалось подготовить заявление" />
          )}
          {data && (
            <Box data-testid="offer-application" sx={{ typography: 'body2' }}>
              <Typography sx={{ fontWeight: 'bold' }}>Заявитель:</Typography>
              {data.party.map((line) => (
                <Typography key={line} variant="body2">
                  {line}
                </Typography>
              ))}
              {data.paragraphs.map((text) => (
                <Typography key={text} variant="body2" sx={{ mt: 1.5, textAlign: 'justify' }}>
                  {text}
                </Typography>
              ))}
              <Typography variant="body2" sx={{ mt: 1.5 }}>
                Дата: {formatDate(data.date)}
              </Typography>
              {data.signed_kep && (
                <Alert severity="success" sx={{ mt: 2 }}>
                  Заявление уже подписано КЭП — оферта принята.
                </Alert>
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="text" onClick={() => void openApplicationPdf(offer.id)} disabled={!data}>
            Открыть PDF заявления
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button onClick={onClose}>{data?.signed_kep ? 'Закрыть' : 'Отменить'}</Button>
          {data && !data.signed_kep && (
            <Button variant="contained" onClick={() => setIsSigning(true)}>
              Подписать КЭП
            </Button>
          )}
        </DialogActions>
      </Dialog>
      <KepSignDialog
        open={isSigning}
        onClose={() => setIsSigning(false)}
        subject={`Заявление о присоединении к оферте «${offer.title}», редакция ${offer.version}`}
        getToSign={getToSign}
        postSignature={postSignature}
        onSigned={signed}
      />
    </>
  );
}
