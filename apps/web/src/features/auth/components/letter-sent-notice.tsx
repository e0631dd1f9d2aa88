import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LOGIN_PATH } from '../../../lib/login-texts';
import { REGISTER_TEXTS } from '../../../lib/register-texts';

/** After a company registers: the next step is the link in the letter, then logging in. */
export function LetterSentNotice({ email }: { email: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
      <Alert severity="success" sx={{ width: '100%' }}>
        {REGISTER_TEXTS.letterSent}
      </Alert>
      <Typography>
        {REGISTER_TEXTS.letterSentBefore}
        <strong>{email}</strong>
        {REGISTER_TEXTS.letterSentAfter}
      </Typography>
      <Typography color="text.secondary">{REGISTER_TEXTS.letterSentSpam}</Typography>
      <Button component={RouterLink} to={LOGIN_PATH} variant="contained">
        {REGISTER_TEXTS.login}
      </Button>
    </Stack>
  );
}
