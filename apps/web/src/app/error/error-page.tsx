import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { loadFailureKindOf } from '../../lib/http';

type ErrorPageProps = { status: number; message: string };

/** Whether the router has a page of this app to go back to (it numbers its history entries). */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export function ErrorPage({ status, message }: ErrorPageProps) {
  const navigate = useNavigate();
  const handleBack = () => {
    if (hasHistory()) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
      <title>{`${message} — Выплаты и документы`}</title>
      <Typography variant="h1" component="p" color="primary" sx={{ fontSize: '4rem' }}>
        {status}
      </Typography>
      <Typography variant="h2" component="h1">
        {message}
      </Typography>
      <Stack direction="row" spacing={2}>
        {/* Only a failure another try may fix offers one: a 403 or 404 would only come again. */}
        {loadFailureKindOf(status) === 'retry' && <Button onClick={() => window.location.reload()}>Повторить</Button>}
        <Button variant="contained" onClick={handleBack}>
          Вернуться назад
        </Button>
      </Stack>
    </Stack>
  );
}
