import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type EmployeeCompany, TAX_REGIME_LABELS } from '@vyplaty/contracts';
import { useState } from 'react';
import { Loader } from '../../../components/loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { formatDate } from '../../../lib/format';
import { useCompanies } from '../api/personal-companies';
import { CompanyFormerEmployment } from './company-former-employment';
import { CompanyFormerEmploymentDialog } from './company-former-employment-dialog';

/**
 * The companies the contractor works for (and ones that ended the work), with their state and the
 * contractor's answer about former employment by each (N5).
 */
export function PersonalCompanies() {
  const companies = useCompanies();
  const [answering, setAnswering] = useState<EmployeeCompany | null>(null);
  if (companies.isPending) return <Loader />;
  if (companies.isError) {
    return <QueryRetryPanel query={companies} failureText="Не удалось загрузить компании" />;
  }
  const items = companies.data.items;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        Компании
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">
          Вы пока не работаете ни с одной компанией. Откройте ссылку из приглашения, которое прислала компания.
        </Typography>
      ) : (
        <List aria-label="Компании" disablePadding>
          {items.map((company) => (
            <ListItem
              key={company.id}
              disableGutters
              aria-label={company.organisation_name}
              sx={{ flexDirection: 'column', alignItems: 'stretch' }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ListItemText
                  primary={company.organisation_name}
                  secondary={`ИНН ${company.inn} · ${TAX_REGIME_LABELS[company.tax_regime]} · с ${formatDate(company.joined_at)}`}
                />
                <Chip
                  size="small"
                  label={company.status === 'ACTIVE' ? 'Работаете' : 'Отключены'}
                  color={company.status === 'ACTIVE' ? 'success' : 'default'}
                />
              </Stack>
              <CompanyFormerEmployment company={company} onAnswer={() => setAnswering(company)} />
            </ListItem>
          ))}
        </List>
      )}
      {answering && <CompanyFormerEmploymentDialog company={answering} onClose={() => setAnswering(null)} />}
    </Paper>
  );
}
