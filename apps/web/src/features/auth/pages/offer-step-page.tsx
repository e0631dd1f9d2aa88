import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
import { LOGIN_PATH } from '../../../lib/login-texts';
import { notify } from '../../../lib/toast';
import { useAcceptOffer } from '../api/accept-offer';
import { useRegistrationInfo } from '../api/get-registration-info';
import { logout } from '../api/logout';
import { OfferDialog } from '../components/offer-dialog';
import { useFinishLogin } from '../components/use-finish-login';

/**
 * /login/offer: the step after a login whose answer held `user_offer` (SPEC §5) — from the public /login (a page
 * load, ADR 016) or from the app's own login form. The pending offer is the current edition the person has not
 * accepted (auth/registration-info names it); accepting it, by the button or by signing the application with КЭП,
 * goes on to `redirect_url` or main; declining ends the session that login has just opened.
 */
export function OfferStepPage() {
  const info = useRegistrationInfo();
  const acceptOffer = useAcceptOffer();
  const finishLogin = useFinishLogin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const handleAccept = async (offerId: string) => {
    try {
      await acceptOffer.mutateAsync(offerId);
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось принять оферту, попробуйте позже'));
      return;
    }
    await finishLogin();
  };

  const handleDecline = () =>
    logout(queryClient, async () => {
      await navigate(LOGIN_PATH, { replace: true });
    });

  return (
    <>
      <PageTitle>Новая редакция оферты</PageTitle>
      <Typography sx={{ mb: 2 }}>Чтобы продолжить работу, примите условия новой редакции оферты платформы.</Typography>
      {info.isPending && <PageLoader minHeight={120} />}
      {info.isError && <QueryRetryPanel query={info} failureText="Не удалось загрузить оферту" />}
      {info.data && (
        <OfferDialog
          open
          offer={info.data.offer}
          onClose={() => void handleDecline()}
          onAccept={() => void handleAccept(info.data.offer.id)}
          isAccepting={acceptOffer.isPending}
          // Signing the application accepted the offer (offer/sign_kep): the login goes on.
          onSignedKep={() => void finishLogin()}
        />
      )}
    </>
  );
}
