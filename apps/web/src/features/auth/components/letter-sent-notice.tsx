import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** After a company registers: the next step is the link in the letter, then logging in. */
export function LetterSentNotice({ email }: { email: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
      <Alert severity="success" sx={{ width: '100%' }}>
        Проверьте почту
      </Alert>
      <Typography>
        Мы отправили письмо на <strong>{email}</strong>. Перейдите по ссылке из письма, чтобы подтвердить адрес, затем
        войдите и завершите регистрацию.
      </Typography>
      <Typography color="text.secondary">
        Письмо может прийти в течение нескольких минут. Проверьте папку «Спам».
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained">
        Войти
      </Button>
    </Stack>
  );
}
