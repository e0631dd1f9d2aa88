import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/page-title';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useUserProfile } from '../api/get-user-profile';
import { useSendVerifyEmail } from '../api/send-verify-email';

/** Shows the e-mail and whether it is confirmed; the letter can be sent again (the API limits how often). */
export function EmailConfirmStepPage() {
  const profile = useUserProfile();
  const sendLetter = useSendVerifyEmail();
  if (!profile.data) return null;
  const { email, email_verified: isVerified } = profile.data;

  const handleSend = async () => {
    try {
      await sendLetter.mutateAsync();
      notify.success('Письмо отправлено');
    } catch (err) {
      // A 429 carries the server's own message (how long to wait); it is shown as is.
      notify.error(errorMessage(err, 'Не удалось отправить письмо, попробуйте позже'));
    }
  };

  return (
    <>
      <PageTitle level={2}>Подтверждение e-mail</PageTitle>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 500 }}>{email}</Typography>
            <Chip
              size="small"
              color={isVerified ? 'success' : 'warning'}
              label={isVerified ? 'Подтверждён' : 'Не подтверждён'}
            />
          </Stack>
          {isVerified ? (
            <Typography color="text.secondary">Адрес подтверждён, на него будут приходить уведомления.</Typography>
          ) : (
            <>
              <Typography color="text.secondary">
                Мы отправили на этот адрес письмо со ссылкой. Перейдите по ней, чтобы подтвердить e-mail. Письмо может
                попасть в папку «Спам».
              </Typography>
              <Button onClick={() => void handleSend()} loading={sendLetter.isPending}>
                Отправить письмо ещё раз
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </>
  );
}
