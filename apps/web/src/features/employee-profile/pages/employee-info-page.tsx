import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { notify } from '../../../lib/toast';
import { usePersonalData } from '../api/personal-data';
import { CompleteInnForm } from '../components/complete-inn-form';
import { OwnWorkStatistics } from '../components/own-work-statistics';
import { PersonalCompanies } from '../components/personal-companies';
import { PersonalDataForm } from '../components/personal-data-form';
import { PersonalDataList } from '../components/personal-data-list';
import { PersonalEmailDialog } from '../components/personal-email-dialog';
import { PersonalPhoneDialog } from '../components/personal-phone-dialog';

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
      {personal.isError && <QueryRetryPanel query={personal} failureText="Не удалось загрузить данные" />}
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
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <PersonalDataList data={data} />
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
          <OwnWorkStatistics />
        </Stack>
      )}
      {editing === 'phone' && <PersonalPhoneDialog onClose={() => setEditing(null)} />}
      {editing === 'email' && data && <PersonalEmailDialog email={data.email} onClose={() => setEditing(null)} />}
    </>
  );
}
