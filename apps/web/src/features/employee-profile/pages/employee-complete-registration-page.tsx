import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { type EmployeeRegistrationStep, employeeRegistrationStepSchema } from '@vyplaty/contracts';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { RetryPanel } from '../../../components/retry-panel';
import { SelfNepIssue } from '../../../components/self-nep';
import { errorMessage } from '../../../lib/http';
import { useInvitePrefill } from '../../../lib/invite-link';
import { useCompleteRegistration, usePersonalData } from '../api/personal-data';
import { CompleteInnForm } from '../components/complete-inn-form';
import { PersonalDataForm } from '../components/personal-data-form';
import { withInvitePrefill } from '../components/personal-form-schema';

const STEP_LABELS: Record<EmployeeRegistrationStep, string> = {
  'personal-data': 'Личные данные',
  inn: 'ИНН',
  'self-nep': 'Простая электронная подпись',
};
const STEPS = employeeRegistrationStepSchema.options;

/**
 * /employee-complete-registration: what a contractor finishes before work. The API decides which
 * steps are done and verifies the contractor once all are; the page opens the first step not done
 * (a done step can be reopened from the stepper to correct it).
 */
export function EmployeeCompleteRegistrationPage() {
  const state = useCompleteRegistration();
  const personal = usePersonalData();
  const [chosen, setChosen] = useState<EmployeeRegistrationStep | null>(null);
  // Opened right after registering from a person's invite SMS: the ФИО and ИНН the company entered.
  const invite = useInvitePrefill();

  if (state.isPending || personal.isPending || invite.isLoading) return <PageLoader />;
  if (state.isError || personal.isError) {
    return (
      <RetryPanel
        error={state.error ?? personal.error}
        message={errorMessage(state.error ?? personal.error, 'Не удалось загрузить шаги регистрации')}
        onRetry={() => {
          void state.refetch();
          void personal.refetch();
        }}
        isRetrying={state.isFetching || personal.isFetching}
      />
    );
  }
  const { steps, is_verified: isVerified } = state.data;
  const firstOpen = STEPS.find((step) => !steps[step]) ?? null;
  const current = chosen ?? firstOpen;

  return (
    <>
      <PageTitle>Завершение регистрации</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Чтобы компании могли заключать с вами договоры и платить вам, заполните личные данные, укажите ИНН и выпустите
        простую электронную подпись.
      </Typography>
      <Stepper nonLinear activeStep={current ? STEPS.indexOf(current) : STEPS.length} alternativeLabel sx={{ mb: 4 }}>
        {STEPS.map((step) => (
          <Step key={step} completed={steps[step]}>
            <StepLabel
              onClick={steps[step] ? () => setChosen(step) : undefined}
              sx={steps[step] ? { cursor: 'pointer' } : undefined}
            >
              {STEP_LABELS[step]}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {isVerified || !current ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success">Регистрация завершена. Теперь компании могут работать с вами.</Alert>
          {/* A full navigation: the session guard reads the new is_verified and opens the profile. */}
          <Button variant="contained" href="/">
            Перейти в профиль
          </Button>
        </Stack>
      ) : (
        <section aria-label={STEP_LABELS[current]}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {STEP_LABELS[current]}
          </Typography>
          {current === 'personal-data' && (
            <PersonalDataForm
              data={withInvitePrefill(personal.data, invite.prefill)}
              submitLabel="Сохранить и продолжить"
              onSaved={() => setChosen(null)}
            />
          )}
          {current === 'inn' && (
            <CompleteInnForm
              inn={personal.data.inn ?? invite.prefill?.inn ?? null}
              submitLabel="Сохранить и продолжить"
              onSaved={() => setChosen(null)}
            />
          )}
          {current === 'self-nep' &&
            (steps['self-nep'] ? (
              <Alert severity="success">Подпись уже выпущена.</Alert>
            ) : (
              <SelfNepIssue onIssued={() => setChosen(null)} />
            ))}
        </section>
      )}
    </>
  );
}
