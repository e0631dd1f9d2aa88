import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { config } from '../../../lib/config';

function HelpSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 3 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Paper>
  );
}

/** Public help: open to everyone, logged in or not. */
export function HelpPage() {
  return (
    <>
      <PageTitle>Помощь</PageTitle>
      <Stack spacing={3}>
        <HelpSection title="Как войти">
          <Typography>
            Компании входят по e-mail, исполнители — по номеру телефона. Введите его и пароль на странице{' '}
            <Link component={RouterLink} to="/login">
              входа
            </Link>
            .
          </Typography>
        </HelpSection>
        <HelpSection title="Как зарегистрироваться">
          <Typography>
            На странице{' '}
            <Link component={RouterLink} to="/login/register">
              регистрации
            </Link>{' '}
            выберите «Компания», если вы платите исполнителям, или «Исполнитель», если получаете выплаты. Компания
            указывает ИНН и e-mail, исполнитель подтверждает номер телефона кодом из СМС.
          </Typography>
        </HelpSection>
        <HelpSection title="Как восстановить доступ">
          <Typography>
            Откройте{' '}
            <Link component={RouterLink} to="/reset-password">
              восстановление пароля
            </Link>
            . Компании придёт письмо со ссылкой для нового пароля, исполнителю — код в СМС.
          </Typography>
          <Typography color="text.secondary">
            Письмо не пришло? Проверьте папку «Спам» и правильность адреса, затем запросите письмо ещё раз.
          </Typography>
        </HelpSection>
        <HelpSection title="Контакты">
          <Typography>
            Служба поддержки: <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
          </Typography>
        </HelpSection>
      </Stack>
    </>
  );
}
