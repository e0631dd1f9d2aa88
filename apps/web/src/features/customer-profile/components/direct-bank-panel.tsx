import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DirectBankSession } from '@vyplaty/contracts';
import { useId, useRef, useState } from 'react';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useDirectBankLogout, useDirectBankSession } from '../api/direct-bank';
import { DirectBankDialog, type DirectBankStep } from './direct-bank-dialog';

export const SIGNED_ORDERS_TEXT =
  'Платёжное поручение по выплате подписывается КЭП руководителя или ответственного лица с МЧД в карточке ' +
  'выплаты, в разделе «Платёжное поручение». Подписанный файл для 1С загрузите в программу своего банка.';

const until = (at: string | null) => (at ? ` до ${formatDateTime(at)}` : '');

/** The state in a person's words: a chip and a line of what it means. */
function stateOf(session: DirectBankSession): { chip: string; color: 'success' | 'warning' | 'default'; text: string } {
  switch (session.status) {
    case 'ACTIVE':
      return { chip: 'Подключено', color: 'success', text: `Сессия банка действует${until(session.expires_at)}.` };
    case 'OTP_REQUIRED':
      return {
        chip: 'Ждём код из СМС',
        color: 'warning',
        text: `Банк отправил код${session.phone_mask ? ` на номер ${session.phone_mask}` : ''}; код действует${until(session.expires_at)}.`,
      };
    case 'EXPIRED':
      return { chip: 'Сессия истекла', color: 'default', text: 'Банк закрыл сессию. Подключитесь снова.' };
    case 'LOGGED_OUT':
      return {
        chip: 'Отключено',
        color: 'default',
        text: 'Вы отключили банк. Подключите его снова, когда понадобится.',
      };
    default:
      return {
        chip: 'Не подключено',
        color: 'default',
        text: 'Подключите интернет-банк компании, чтобы платить исполнителям со своего счёта по платёжным поручениям.',
      };
  }
}

/**
 * Profile → payments-accounts: the company's own bank through 1C:DirectBank (the state from
 * `one_c_direct_bank`), «Подключить» (login, password, the SMS code) and «Отключить». One logout per
 * double click.
 */
export function DirectBankPanel() {
  const titleId = useId();
  const session = useDirectBankSession();
  const logout = useDirectBankLogout();
  const [dialog, setDialog] = useState<DirectBankStep | null>(null);
  const isLeaving = useRef(false);

  const handleLogout = async () => {
    if (isLeaving.current) return;
    isLeaving.current = true;
    try {
      await logout.mutateAsync();
      notify.success('Банк отключён');
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось отключить банк, попробуйте позже'));
    } finally {
      isLeaving.current = false;
    }
  };

  const state = session.data ? stateOf(session.data) : null;
  const status = session.data?.status;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 3, mt: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component="h3">
          1С:ДиректБанк
        </Typography>
        {state && <Chip size="small" label={state.chip} color={state.color} />}
      </Stack>
      {session.isError && (
        <QueryRetryPanel query={session} failureText="Не удалось узнать состояние подключения банка" />
      )}
      {state && (
        <Stack spacing={2}>
          <Typography color="text.secondary">{state.text}</Typography>
          <Typography variant="body2" color="text.secondary">
            {SIGNED_ORDERS_TEXT}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {status === 'OTP_REQUIRED' && (
              <Button variant="contained" onClick={() => setDialog('otp')}>
                Ввести код
              </Button>
            )}
            {status !== 'ACTIVE' && status !== 'OTP_REQUIRED' && (
              <Button variant="contained" onClick={() => setDialog('login')}>
                Подключить
              </Button>
            )}
            {(status === 'ACTIVE' || status === 'OTP_REQUIRED') && (
              <Button variant="outlined" loading={logout.isPending} onClick={() => void handleLogout()}>
                Отключить
              </Button>
            )}
          </Stack>
        </Stack>
      )}
      {dialog && <DirectBankDialog step={dialog} onClose={() => setDialog(null)} />}
    </Paper>
  );
}
