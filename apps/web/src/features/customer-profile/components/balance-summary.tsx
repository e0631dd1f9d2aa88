import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type BalanceResponse, rublesToKopecks } from '@vyplaty/contracts';
import { formatMoney } from '../../../lib/format';

type Figure = { label: string; value: string; note?: string; isMain?: boolean };

function figuresOf(balance: BalanceResponse): Figure[] {
  const hasCreditLine = (rublesToKopecks(balance.debt_limit) ?? 0n) > 0n;
  return [
    { label: 'Доступно', value: formatMoney(balance.available), note: 'Можно выплатить сейчас', isMain: true },
    { label: 'В резерве', value: formatMoney(balance.held), note: 'Выплаты в обработке' },
    { label: 'Заблокировано', value: formatMoney(balance.blocked), note: 'Заморожено службой поддержки' },
    {
      label: 'Долг',
      value: formatMoney(balance.debt),
      note: hasCreditLine ? `Кредитный лимит ${formatMoney(balance.debt_limit)}` : 'Кредитной линии нет',
    },
  ];
}

/**
 * The company's money in four figures — available, held for payouts in progress, blocked by support,
 * owed under the credit line — and support's payments block with its reason, when there is one.
 */
export function BalanceSummary({ balance }: { balance: BalanceResponse }) {
  return (
    <>
      {balance.payments_blocked && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {`Выплаты компании остановлены службой поддержки${
            balance.payments_block_reason ? `: ${balance.payments_block_reason}` : ''
          }. Пополнить баланс можно.`}
        </Alert>
      )}
      <Box
        component="dl"
        aria-label="Баланс"
        sx={{ display: 'grid', gap: 2, m: 0, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
      >
        {figuresOf(balance).map((figure) => (
          <Paper key={figure.label} variant="outlined" sx={{ p: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography
              component="dd"
              variant={figure.isMain ? 'h2' : 'h3'}
              sx={{ m: 0, fontVariantNumeric: 'tabular-nums', color: figure.isMain ? 'primary.main' : undefined }}
            >
              {figure.value}
            </Typography>
            {figure.note && (
              <Typography variant="caption" color="text.secondary">
                {figure.note}
              </Typography>
            )}
          </Paper>
        ))}
      </Box>
    </>
  );
}
