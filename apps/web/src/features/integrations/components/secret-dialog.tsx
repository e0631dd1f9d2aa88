import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { CopyButton } from '../../../components/copy-button';

export const SHOWN_ONCE_WARNING = 'Секрет показывается один раз — сохраните его';

type SecretDialogProps = {
  title: string;
  secret: string;
  /** What the secret is for and where it goes, under the warning. */
  children?: ReactNode;
  /** The webhook secret shown again on request is not a one-time view: no such warning then. */
  isShownOnce?: boolean;
  onClose: () => void;
};

/**
 * A secret the API has just given (a new key, a rotated key, an endpoint's signing secret). It lives only in the
 * page's memory while this dialog is open — never in browser storage or the address — so closing it is final.
 */
export function SecretDialog({ title, secret, children, isShownOnce = true, onClose }: SecretDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {isShownOnce && <Alert severity="warning">{SHOWN_ONCE_WARNING}</Alert>}
          {children && (
            <Typography variant="body2" color="text.secondary">
              {children}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              component="code"
              translate="no"
              aria-label="Секрет"
              sx={{ flexGrow: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, wordBreak: 'break-all' }}
            >
              {secret}
            </Box>
            <CopyButton text={secret} label="Скопировать секрет" />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {isShownOnce ? 'Я сохранил секрет' : 'Закрыть'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
