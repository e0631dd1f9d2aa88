import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FNS_BINDING_LABELS, type FnsConnection, type FnsTaxpayer, NPD_STATUS_LABELS } from '@vyplaty/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format';
import { FnsIncome } from './fns-income';

export const FNS_CONNECTION_PATH = '/employee/profile/fns/fns-connection';

/** «Самозанятый с 01.03.2024», «Не самозанятый, снят с учёта 01.10.2026», «Не проверен». */
function npdStatusText(taxpayer: FnsTaxpayer): string {
  const label = NPD_STATUS_LABELS[taxpayer.npd_status];
  if (taxpayer.npd_status === 'REGISTERED' && taxpayer.registration_time) {
    return `${label} с ${formatDate(taxpayer.registration_time)}`;
  }
  if (taxpayer.npd_status === 'NOT_REGISTERED' && taxpayer.unregistration_time) {
    return `${label}, снят с учёта ${formatDate(taxpayer.unregistration_time)}`;
  }
  return label;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The contractor's standing with the tax service: НПД status, connection, the year's income vs the cap. */
export function FnsSummary({ connection }: { connection: FnsConnection }) {
  const { taxpayer } = connection;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        {taxpayer.restricted && (
          <Alert severity="warning">
            ФНС ограничила операции по вашему статусу самозанятого
            {taxpayer.rejection_code ? ` (код ${taxpayer.rejection_code})` : ''}. Пока ограничение действует, выплаты
            как самозанятому невозможны — подробности в приложении «Мой налог».
          </Alert>
        )}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 1, m: 0 }}>
          <Row label="Статус НПД">
            <span>{npdStatusText(taxpayer)}</span>
            {taxpayer.checked_at && (
              <Typography component="span" variant="body2" color="text.secondary">
                {` · проверено ${formatDateTime(taxpayer.checked_at)}`}
              </Typography>
            )}
          </Row>
          <Row label="Подключение к «Мой налог»">
            <span>{connection.status ? FNS_BINDING_LABELS[connection.status] : 'Не подключено'}</span>
            {' · '}
            <Link component={RouterLink} to={FNS_CONNECTION_PATH}>
              Подключение к ФНС
            </Link>
          </Row>
        </Box>
        <FnsIncome income={connection.income} />
      </Stack>
    </Paper>
  );
}
