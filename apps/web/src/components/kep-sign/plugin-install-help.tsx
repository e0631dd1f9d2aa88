import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Where a person gets what signing with КЭП in the browser needs (CryptoPro's own pages). */
export const CRYPTOPRO_LINKS = {
  csp: 'https://www.cryptopro.ru/products/csp/downloads',
  plugin: 'https://www.cryptopro.ru/products/cades/plugin',
  extension: 'https://chromewebstore.google.com/detail/pfhgbfnnjiafkhfdkmpiflachepdcjod',
} as const;

/** No plug-in in this browser: what to install, in order, then try again. */
export function PluginInstallHelp({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack spacing={1.5}>
      <Alert severity="warning">Не найден плагин КриптоПро ЭЦП: без него браузер не может подписать КЭП.</Alert>
      <Typography component="ol" sx={{ pl: 2.5, m: 0, '& li': { mb: 0.75 } }}>
        <li>
          Установите{' '}
          <Link href={CRYPTOPRO_LINKS.csp} target="_blank" rel="noopener noreferrer">
            КриптоПро CSP
          </Link>{' '}
          — программу, которая работает с ключом подписи.
        </li>
        <li>
          Установите{' '}
          <Link href={CRYPTOPRO_LINKS.plugin} target="_blank" rel="noopener noreferrer">
            плагин КриптоПро ЭЦП
          </Link>{' '}
          и{' '}
          <Link href={CRYPTOPRO_LINKS.extension} target="_blank" rel="noopener noreferrer">
            расширение для браузера
          </Link>
          , затем включите расширение.
        </li>
        <li>Вставьте носитель с ключом подписи, обновите страницу и нажмите «Проверить снова».</li>
      </Typography>
      <Button variant="outlined" onClick={onRetry} sx={{ alignSelf: 'flex-start' }}>
        Проверить снова
      </Button>
    </Stack>
  );
}
