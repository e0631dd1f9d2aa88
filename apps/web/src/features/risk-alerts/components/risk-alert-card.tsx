import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RISK_ALERT_STATUS_LABELS, type RiskAlert } from '@vyplaty/contracts';
import { formatMoscowDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useResolveRiskAlert } from '../api/resolve-risk-alert';

function Facts({ alert }: { alert: RiskAlert }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {alert.facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One risk: what happened, with whom, the facts, «Что делать» and, while open, «Отметить решённым». */
export function RiskAlertCard({ alert }: { alert: RiskAlert }) {
  const resolve = useResolveRiskAlert();
  const isOpen = alert.status === 'OPEN';
  const onResolve = () =>
    resolve.mutate(alert.id, {
      onSuccess: () => notify.success('Риск отмечен решённым'),
      onError: (error) => notify.error(errorMessage(error, 'Не удалось отметить риск решённым')),
    });
  return (
    <Paper variant="outlined" component="article" aria-label={alert.title} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {alert.title}
          </Typography>
          <Chip
            size="small"
            label={RISK_ALERT_STATUS_LABELS[alert.status]}
            color={isOpen ? 'warning' : 'default'}
            variant={isOpen ? 'filled' : 'outlined'}
          />
        </Stack>
        <Typography variant="body2">
          {`Исполнитель: ${alert.employee_name ?? 'ФИО не указано'}${alert.employee_inn ? `, ИНН ${alert.employee_inn}` : ''}`}
        </Typography>
        <Facts alert={alert} />
        <Typography variant="body2" color="text.secondary">
          {`Найден ${formatMoscowDateTime(alert.found_at)} МСК`}
          {alert.resolved_at ? ` · решён ${formatMoscowDateTime(alert.resolved_at)} МСК` : ''}
        </Typography>
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
          <Typography component="h3" variant="subtitle2" gutterBottom>
            Что делать
          </Typography>
          <Typography variant="body2">{alert.what_to_do}</Typography>
        </Box>
        {isOpen && (
          <Box>
            <Button variant="outlined" onClick={onResolve} disabled={resolve.isPending}>
              Отметить решённым
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
