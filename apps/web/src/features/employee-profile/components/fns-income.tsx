import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FnsYearlyIncome, rublesToKopecks } from '@vyplaty/contracts';
import { formatMoney } from '../../../lib/format';

/** Share of the cap used, in percent with two decimals, never above 100 (bigint: no float on money). */
function usedPercent(income: FnsYearlyIncome): number {
  const total = rublesToKopecks(income.total) ?? 0n;
  const limit = rublesToKopecks(income.limit) ?? 0n;
  if (limit <= 0n) return 100;
  const hundredths = (total * 10_000n) / limit;
  return Math.min(Number(hundredths) / 100, 100);
}

/** The year's income against the НПД cap; pending payouts count, because the cap is checked with them. */
export function FnsIncome({ income }: { income: FnsYearlyIncome }) {
  const percent = usedPercent(income);
  const hasPending = (rublesToKopecks(income.pending) ?? 0n) !== 0n;
  return (
    <Stack spacing={1}>
      <Typography>
        Доход за {income.year} год: {formatMoney(income.total)} из {formatMoney(income.limit)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary'}
        aria-label="Доход относительно лимита НПД"
        sx={{ height: 8, borderRadius: 1 }}
      />
      {hasPending && (
        <Typography variant="body2" color="text.secondary">
          из них ожидают регистрации чека: {formatMoney(income.pending)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Осталось до лимита: {formatMoney(income.remaining)}
      </Typography>
    </Stack>
  );
}
