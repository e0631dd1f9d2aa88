import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePersonalData } from '../api/personal-data';

const formatSnils = (snils: string) =>
  /^\d{11}$/.test(snils) ? `${snils.slice(0, 3)}-${snils.slice(3, 6)}-${snils.slice(6, 9)} ${snils.slice(9)}` : snils;

/**
 * Госключ on the esign page: what signing through it needs (the СНИЛС in the profile: documents are
 * sent to the person by it; the «Госключ» app with a certificate issued in it) and whether the
 * contractor's profile has the СНИЛС.
 */
export function GoskeyReadiness() {
  const employee = usePersonalData();
  const snils = employee.data?.snils ?? null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="goskey-title">
      <Stack spacing={1.5}>
        <Typography id="goskey-title" variant="h6" component="h3">
          Госключ
        </Typography>
        <Typography>
          Документы можно подписать в приложении «Госключ» на телефоне: компания отправляет документ, он приходит в
          приложение по вашему СНИЛС. Для этого нужны:
        </Typography>
        <Typography component="ul" sx={{ pl: 2.5, m: 0 }}>
          <li>СНИЛС в профиле — по нему документ находит вас в Госключе;</li>
          <li>
            приложение «Госключ», вход через Госуслуги и выпущенный в нём сертификат (квалифицированный или
            неквалифицированный).
          </li>
        </Typography>
        {employee.isSuccess &&
          (snils ? (
            <Alert severity="success">СНИЛС в профиле указан: {formatSnils(snils)}</Alert>
          ) : (
            <Alert severity="warning">
              В профиле нет СНИЛС.{' '}
              <Link component={RouterLink} to="/employee/profile/info">
                Укажите его в личных данных
              </Link>
              , чтобы подписывать через Госключ.
            </Alert>
          ))}
      </Stack>
    </Paper>
  );
}
