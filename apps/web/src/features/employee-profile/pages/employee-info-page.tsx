import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMPLOYEE_KIND_LABELS, type EmployeePersonalData, TAX_REGIME_LABELS } from '@vyplaty/contracts';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { RetryPanel } from '../../../components/retry-panel';
import { formatPhone } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { usePersonalData } from '../api/personal-data';
import { CompleteInnForm } from '../components/complete-inn-form';
import { PersonalCompanies } from '../components/personal-companies';
import { PersonalDataForm } from '../components/personal-data-form';
import { PersonalEmailDialog } from '../components/personal-email-dialog';
import { ruFromIso } from '../components/personal-form-schema';
import { PersonalPhoneDialog } from '../components/personal-phone-dialog';

const NOT_SET = 'Не указано';

const ROWS: { label: string; value: (e: EmployeePersonalData) => string | null }[] = [
  { label: 'Фамилия', value: (e) => e.last_name },
  { label: 'Имя', value: (e) => e.first_name },
  { label: 'Отчество', value: (e) => e.patronymic },
  { label: 'Дата рождения', value: (e) => ruFromIso(e.birth_date) || null },
  { label: 'Статус', value: (e) => (e.kind ? EMPLOYEE_KIND_LABELS[e.kind] : null) },
  { label: 'Налоговый режим', value: (e) => (e.tax_regime ? TAX_REGIME_LABELS[e.tax_regime] : null) },
  { label: 'Гражданство', value: (e) => e.citizenship_name },
  { label: 'Адрес регистрации', value: (e) => e.registration_address },
  { label: 'СНИЛС', value: (e) => e.snils },
  { label: 'ИНН', value: (e) => e.inn },
  { label: 'Телефон', value: (e) => formatPhone(e.phone_number) },
  {
    label: 'E-mail',
    value: (e) => (e.email ? `${e.email}${e.email_verified ? '' : ' (не подтверждён)'}` : null),
  },
];

type Editing = 'personal' | 'inn' | 'phone' | 'email' | null;

/**
 * Profile → info: the contractor's personal data and the companies they work for. Phone and e-mail
 * changes are confirmed on the new contact; once verified, ФИО, birth date, СНИЛС and ИНН change only
 * with the account password (docs/decisions/onboarding.md).
 */
export function EmployeeInfoPage() {
  const personal = usePersonalData();
  const [editing, setEditing] = useState<Editing>(null);
  const data = personal.data;

  return (
    <>
      <PageTitle level={2}>Личные данные</PageTitle>
      {personal.isPending && <PageLoader />}
      {personal.isError && (
        <RetryPanel
          error={personal.error}
          message={errorMessage(personal.error, 'Не удалось загрузить данные')}
          onRetry={() => void personal.refetch()}
          isRetrying={personal.isFetching}
        />
      )}
      {data && (
        <Stack spacing={3} sx={{ maxWidth: 720 }}>
          {editing === 'personal' ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
                Изменение личных данных
              </Typography>
              <PersonalDataForm
                data={data}
                submitLabel="Сохранить"
                askPassword={data.is_verified}
                onSaved={() => {
                  notify.success('Данные сохранены');
                  setEditing(null);
                }}
              />
              <Button sx={{ mt: 1 }} onClick={() => setEditing(null)}>
                Отменить
              </Button>
            </Paper>
          ) : editing === 'inn' ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
                Изменение ИНН
              </Typography>
              <CompleteInnForm
                inn={data.inn}
                submitLabel="Сохранить"
                askPassword={data.is_verified}
                onSaved={() => {
                  notify.success('ИНН сохранён');
                  setEditing(null);
                }}
              />
              <Button sx={{ mt: 1 }} onClick={() => setEditing(null)}>
                Отменить
              </Button>
            </Paper>
          ) : (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1.5, m: 0 }}
              >
                {ROWS.map((row) => {
                  const value = row.value(data);
                  return (
                    <Box key={row.label} sx={{ display: 'contents' }}>
                      <Typography component="dt" color="text.secondary">
                        {row.label}
                      </Typography>
                      <Typography component="dd" sx={{ m: 0 }} color={value ? 'text.primary' : 'text.disabled'}>
                        {value || NOT_SET}
                      </Typography>
                    </Box>
                  );
                })}
              </Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3, flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={() => setEditing('personal')}>
                  Изменить данные
                </Button>
                <Button variant="outlined" onClick={() => setEditing('inn')}>
                  Изменить ИНН
                </Button>
                <Button variant="outlined" onClick={() => setEditing('phone')}>
                  Сменить телефон
                </Button>
                <Button variant="outlined" onClick={() => setEditing('email')}>
                  {data.email ? 'Сменить e-mail' : 'Добавить e-mail'}
                </Button>
              </Stack>
              {data.is_verified && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                  Для смены ФИО, даты рождения, СНИЛС или ИНН понадобится пароль от учётной записи.
                </Typography>
              )}
            </Paper>
          )}
          <PersonalCompanies />
        </Stack>
      )}
      {editing === 'phone' && <PersonalPhoneDialog onClose={() => setEditing(null)} />}
      {editing === 'email' && data && <PersonalEmailDialog email={data.email} onClose={() => setEditing(null)} />}
    </>
  );
}
