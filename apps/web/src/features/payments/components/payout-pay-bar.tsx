import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PayoutCheckResponse, rublesToKopecks, sumKopecks } from '@vyplaty/contracts';
import { Link as RouterLink } from 'react-router';
import { useBalance } from '../../../lib/balance';
import { formatKopecks, formatMoney } from '../../../lib/format';

type PayoutPayBarProps = {
  /** Σ of the amounts typed now. */
  totalKopecks: bigint;
  current: PayoutCheckResponse | null;
  isChecking: boolean;
  isPaying: boolean;
  isAnswerLost: boolean;
  onCheck: () => void;
  onPay: () => void;
};

const kopecksOf = (money: string) => rublesToKopecks(money) ?? 0n;

/** For individual payouts: what the people receive and what the company pays on top, from the check. */
function NetLine({ current }: { current: PayoutCheckResponse }) {
  const breakdowns = current.rows.flatMap((row) => (row.breakdown ? [row.breakdown] : []));
  if (breakdowns.length === 0) return null;
  const net = sumKopecks(breakdowns.map((b) => kopecksOf(b.payout_amount)));
  const ndfl = sumKopecks(breakdowns.map((b) => kopecksOf(b.ndfl)));
  const contributions = sumKopecks(breakdowns.map((b) => kopecksOf(b.contributions)));
  return (
    <Typography variant="body2" color="text.secondary">
      {`На руки: ${formatKopecks(net)} · НДФЛ: ${formatKopecks(ndfl)} · взносы компании: ${formatKopecks(contributions)}`}
    </Typography>
  );
}

/**
 * The total, the money available on the balance right beside «Выплатить» (and what is missing), the
 * payments block of support, and the two steps: check, then pay — paying waits for a check of the rows
 * as they are and for a row to pass it (when only some pass, the form asks before paying those).
 */
export function PayoutPayBar({
  totalKopecks,
  current,
  isChecking,
  isPaying,
  isAnswerLost,
  onCheck,
  onPay,
}: PayoutPayBarProps) {
  const balance = useBalance();
  const available = balance.data ? kopecksOf(balance.data.available) : null;
  const isBlocked = balance.data?.payments_blocked ?? false;
  const isShort = available !== null && totalKopecks > available;
  const isPayable = current?.rows.every((row) => row.payable) ?? false;
  // Some rows pass and some do not: «Выплатить» asks whether to pay those that passed (the form's dialog).
  const isPartlyPayable = !isPayable && (current?.rows.some((row) => row.payable) ?? false);

  return (
    <Stack spacing={1.5}>
      {isBlocked && (
        <Alert severity="error">
          {`Выплаты компании остановлены службой поддержки${
            balance.data?.payments_block_reason ? `: ${balance.data.payments_block_reason}` : ''
          }`}
        </Alert>
      )}
      {isAnswerLost && (
        <Alert severity="warning">
          Ответ о выплате не дошёл. Нажмите «Выплатить» ещё раз: повторный запрос не заплатит дважды.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack spacing={0.25} sx={{ flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{`Итого: ${formatKopecks(totalKopecks)}`}</Typography>
          {current && <NetLine current={current} />}
          <Typography variant="body2" color={isShort ? 'error' : 'text.secondary'}>
            {balance.data ? `Доступно на балансе: ${formatMoney(balance.data.available)}` : 'Баланс загружается…'}
            {isShort && available !== null && ` — не хватает ${formatKopecks(totalKopecks - available)}. `}
            {isShort && (
              <Link component={RouterLink} to="/profile/balance">
                Пополнить баланс
              </Link>
            )}
          </Typography>
        </Stack>
        <Button variant="outlined" onClick={onCheck} loading={isChecking} disabled={isPaying}>
          Проверить
        </Button>
        <Button
          variant="contained"
          onClick={onPay}
          loading={isPaying}
          disabled={!(isPayable || isPartlyPayable) || isBlocked}
        >
          Выплатить
        </Button>
      </Stack>
      {!current && (
        <Typography variant="body2" color="text.secondary">
          Перед выплатой нажмите «Проверить»: покажем, выполнены ли все условия.
        </Typography>
      )}
      {current && !isPayable && (
        <Typography variant="body2" color="error">
          {isPartlyPayable
            ? 'Есть строки, которые нельзя выплатить: исправьте их и проверьте снова — или оплатите только те, что прошли проверку.'
            : 'Есть строки, которые нельзя выплатить: исправьте их и проверьте снова.'}
        </Typography>
      )}
    </Stack>
  );
}
