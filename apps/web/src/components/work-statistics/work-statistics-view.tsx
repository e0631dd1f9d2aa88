import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ContractorStatistics, LIMIT_RULE_TEXT, type LimitRuleReason } from '@vyplaty/contracts';
import { formatDate, formatMoney } from '../../lib/format';

const monthName = new Intl.DateTimeFormat('ru-RU', { month: 'long', timeZone: 'UTC' });

/** "2026-11" → «Ноябрь 2026». */
export function monthLabel(month: string): string {
  const name = monthName.format(new Date(`${month}-15T00:00:00Z`));
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${month.slice(0, 4)}`;
}

/** "7.5" → «7,5»; null → «—» (no order of the month was priced per hour). */
const hoursText = (hours: string | null) => (hours === null ? '—' : hours.replace('.', ','));

const REASON_TEXT: Record<LimitRuleReason, (s: ContractorStatistics) => string> = {
  MONTHS_IN_A_ROW: (s) => `больше ${s.rule.months_in_a_row_max} месяцев подряд`,
  HOURS_PER_MONTH: (s) => `больше ${s.rule.hours_per_month_max} часов в месяц`,
};

function ruleVerdict(stats: ContractorStatistics): string {
  if (!stats.rule.would_exceed) return 'Правило не было бы нарушено.';
  const reasons = stats.rule.reasons.map((reason) => REASON_TEXT[reason](stats)).join(' и ');
  const since = stats.rule.month ? ` (с месяца «${monthLabel(stats.rule.month)}»)` : '';
  return `Правило было бы нарушено: ${reasons}${since}.`;
}

function totalLine(stats: ContractorStatistics): string {
  if (!stats.first_paid_at || !stats.last_paid_at) return 'Выплат пока не было.';
  return (
    `Всего: заказов ${stats.total.orders} на ${formatMoney(stats.total.paid)}, ` +
    `с ${formatDate(stats.first_paid_at)} по ${formatDate(stats.last_paid_at)}.`
  );
}

/**
 * A contractor's work with one company (issue 26): months in a row, the period's months (a compact table that
 * fits a 390 px phone), the all-time total and the proposed rule's line — shown, never enforced.
 */
export function WorkStatisticsView({ stats }: { stats: ContractorStatistics }) {
  return (
    <Stack spacing={1.5}>
      <Typography>
        Месяцев подряд: <strong>{stats.months_in_a_row}</strong>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {totalLine(stats)}
      </Typography>
      <Table size="small" aria-label="Статистика по месяцам" sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>Месяц</TableCell>
            <TableCell align="right">Заказов</TableCell>
            <TableCell align="right">Сумма</TableCell>
            <TableCell align="right">Часов</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stats.months.map((row) => (
            <TableRow key={row.month}>
              <TableCell component="th" scope="row">
                {monthLabel(row.month)}
              </TableCell>
              <TableCell align="right">{row.orders}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.paid)}
              </TableCell>
              <TableCell align="right">{hoursText(row.hours)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Alert severity={stats.rule.would_exceed ? 'warning' : 'info'}>
        <Typography variant="body2">{LIMIT_RULE_TEXT}.</Typography>
        <Typography variant="body2">{ruleVerdict(stats)}</Typography>
      </Alert>
    </Stack>
  );
}
