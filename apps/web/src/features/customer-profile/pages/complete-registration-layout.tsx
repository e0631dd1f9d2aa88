import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { useUserProfile } from '../api/get-user-profile';
import { COMPLETE_REGISTRATION_BASE, REGISTRATION_STEPS } from '../components/registration-steps';

/** The customer's onboarding: a stepper over the four steps (each marked done or not); each step is its own page. */
export function CompleteRegistrationLayout() {
  const profile = useUserProfile();
  const { pathname } = useLocation();
  const activeIndex = REGISTRATION_STEPS.findIndex((s) => pathname === `${COMPLETE_REGISTRATION_BASE}/${s.id}`);
  const doneCount = profile.data ? REGISTRATION_STEPS.filter((s) => profile.data.registration_steps[s.id]).length : 0;

  return (
    <>
      <Box component="h1" sx={{ typography: 'h1', mt: 0, mb: 3 }}>
        Завершение регистрации
      </Box>
      {profile.isPending && <PageLoader />}
      {profile.isError && <QueryRetryPanel query={profile} failureText="Не удалось загрузить профиль" />}
      {profile.data && (
        <>
          <Stepper nonLinear activeStep={activeIndex} alternativeLabel sx={{ mb: 2, overflowX: 'auto' }}>
            {REGISTRATION_STEPS.map((step) => {
              const isDone = profile.data.registration_steps[step.id];
              return (
                <Step key={step.id} completed={isDone}>
                  <StepButton
                    component={Link}
                    to={`${COMPLETE_REGISTRATION_BASE}/${step.id}`}
                    optional={
                      <Typography variant="caption" color={isDone ? 'success.main' : 'text.secondary'}>
                        {isDone ? 'Выполнено' : 'Не выполнено'}
                      </Typography>
                    }
                  >
                    {step.title}
                  </StepButton>
                </Step>
              );
            })}
          </Stepper>
          <Typography color="text.secondary" sx={{ mb: 3, textAlign: 'center' }}>
            Выполнено шагов: {doneCount} из {REGISTRATION_STEPS.length}
          </Typography>
          {profile.data.is_verified && (
            <Alert
              severity="success"
              sx={{ mb: 3 }}
              action={
                <Button color="inherit" size="small" component={Link} to="/">
                  Перейти в кабинет
                </Button>
              }
            >
              Регистрация завершена: компания подтверждена, можно работать с исполнителями и выплатами.
            </Alert>
          )}
          <Outlet />
        </>
      )}
    </>
  );
}
