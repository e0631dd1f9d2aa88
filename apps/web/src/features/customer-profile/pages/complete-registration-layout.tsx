import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
import { useUserProfile } from '../api/get-user-profile';
import { COMPLETE_REGISTRATION_BASE, REGISTRATION_STEPS } from '../components/registration-steps';

/** The customer's onboarding: a stepper over the four steps; each step is its own page. */
export function CompleteRegistrationLayout() {
  const profile = useUserProfile();
  const { pathname } = useLocation();
  const activeIndex = REGISTRATION_STEPS.findIndex((s) => pathname === `${COMPLETE_REGISTRATION_BASE}/${s.id}`);

  return (
    <>
      <Box component="h1" sx={{ typography: 'h1', mt: 0, mb: 3 }}>
        Завершение регистрации
      </Box>
      {profile.isPending && <PageLoader />}
      {profile.isError && (
        <RetryPanel
          message={errorMessage(profile.error, 'Не удалось загрузить профиль')}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
        />
      )}
      {profile.data && (
        <>
          <Stepper nonLinear activeStep={activeIndex} alternativeLabel sx={{ mb: 4, overflowX: 'auto' }}>
            {REGISTRATION_STEPS.map((step) => (
              <Step key={step.id} completed={profile.data.registration_steps[step.id]}>
                <StepButton component={Link} to={`${COMPLETE_REGISTRATION_BASE}/${step.id}`}>
                  {step.title}
                </StepButton>
              </Step>
            ))}
          </Stepper>
          <Outlet />
        </>
      )}
    </>
  );
}
