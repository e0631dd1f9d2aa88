import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BundleSignResult } from '../api/bundle-signing';

/** How the bulk signing ended: how many signed (sent, for Госключ), and each document left with its reason. */
export function BundleSignResultView({ result, isSent = false }: { result: BundleSignResult; isSent?: boolean }) {
  const done = isSent ? 'Отправлено в Госключ' : 'Подписано документов';
  const left = isSent ? 'Не отправлено' : 'Не подписано';
  return (
    <Box role="status">
      <Alert severity={result.failed.length > 0 ? 'warning' : 'success'} sx={{ mb: 1 }}>
        {`${done}: ${result.signed}.${result.failed.length > 0 ? ` ${left}: ${result.failed.length}.` : ''}`}
        {isSent && ' Подтвердите подписание в приложении «Госключ»: статусы документов обновятся сами.'}
      </Alert>
      {result.failed.length > 0 && (
        <Box component="ul" aria-label={left} sx={{ m: 0, pl: 2 }}>
          {result.failed.map((f) => (
            <li key={f.document_id}>
              <Typography variant="body2">{`${f.title ?? 'Документ'}: ${f.reason}`}</Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
