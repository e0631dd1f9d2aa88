import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate } from '../../lib/format';
import { Loader } from '../loader';
import { QueryRetryPanel } from '../retry-panel';
import { OfferAccessionDialog } from './offer-accession-dialog';
import { useCurrentOffer, useCustomOffer } from './offer-kep-api';

/**
 * «Оферта платформы» for a logged-in party (the company's agreements, the contractor's e-signature page):
 * the edition in force and whether the party's application to join it is signed with КЭП; «Подписать
 * КЭП» opens the application and the shared signing dialog. The offer was accepted at registration (or
 * at login for a new edition); a КЭП is the stronger proof some parties want on file.
 */
export function OfferKepPanel() {
  const current = useCurrentOffer();
  const application = useCustomOffer(current.data?.id ?? '', current.isSuccess);
  const [isOpen, setIsOpen] = useState(false);
  const failed = current.isError ? current : application.isError ? application : null;
  const offer = current.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="offer-kep-title">
      <Typography id="offer-kep-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Оферта платформы
      </Typography>
      {failed && <QueryRetryPanel query={failed} failureText="Не удалось загрузить оферту" />}
      {!failed && (!offer || !application.data) && <Loader />}
      {offer && application.data && (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">
            «{offer.title}», редакция {offer.version} от {formatDate(offer.published_at)}.
          </Typography>
          {application.data.signed_kep ? (
            <Alert severity="success" role="status">
              Заявление о присоединении к оферте подписано КЭП.
            </Alert>
          ) : (
            <Typography>
              Оферта принята. Заявление о присоединении к ней можно подписать квалифицированной электронной подписью.
            </Typography>
          )}
          <Button variant={application.data.signed_kep ? 'text' : 'outlined'} onClick={() => setIsOpen(true)}>
            {application.data.signed_kep ? 'Заявление о присоединении' : 'Подписать КЭП'}
          </Button>
        </Stack>
      )}
      {isOpen && offer && (
        <OfferAccessionDialog offer={offer} onClose={() => setIsOpen(false)} onSigned={() => setIsOpen(false)} />
      )}
    </Paper>
  );
}
