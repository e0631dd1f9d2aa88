import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { PageTitle } from '../../../components/page-title';
import { SectionInProgress } from '../../../components/section-in-progress';

const STEPS = ['Личные данные', 'ИНН', 'Простая электронная подпись'] as const;

/** The contractor's onboarding frame; the steps themselves come with the contractor onboarding issue. */
export function EmployeeCompleteRegistrationPage() {
  return (
    <>
      <PageTitle>Завершение регистрации</PageTitle>
      <Stepper activeStep={0} alternativeLabel sx={{ mb: 4 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <SectionInProgress description="Здесь вы заполните личные данные, укажете ИНН и выпустите простую электронную подпись, чтобы получать выплаты." />
    </>
  );
}
