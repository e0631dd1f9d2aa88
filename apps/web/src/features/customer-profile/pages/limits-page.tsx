import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { paymentLimitKindLabels } from '@vyplaty/contracts';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { formatDate, formatMoney } from '../../../lib/format';
import { usePaymentLimits } from '../api/limits';

/** /profile/limits: the payment limits in force, read-only (support changes them). */
export function LimitsPage() {
  const limits = usePaymentLimits();
  return (
    <>
      <PageTitle level={2}>Лимиты</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Лимиты ограничивают сумму выплат исполнителям. Изменить их можно через службу поддержки.
      </Typography>
      {limits.isPending && <PageLoader />}
      {limits.isError && <QueryRetryPanel query={limits} failureText="Не удалось загрузить лимиты" />}
      {limits.data && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Лимиты выплат">
            <TableHead>
              <TableRow>
                <TableCell>Лимит</TableCell>
                <TableCell align="right">Сумма</TableCell>
                <TableCell>Кем установлен</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {limits.data.items.map((limit) => (
                <TableRow key={limit.kind}>
                  <TableCell>{paymentLimitKindLabels[limit.kind]}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(limit.amount)}
                  </TableCell>
                  <TableCell>
                    {limit.source === 'SUPPORT' && limit.set_at
                      ? `Службой поддержки ${formatDate(limit.set_at)}`
                      : 'Лимит платформы по умолчанию'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
