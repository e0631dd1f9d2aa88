import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import type { RegistrationInfo } from '@vyplaty/contracts';
import { useNavigate } from 'react-router';
import { applyServerErrors, reportFormError } from '../../../components/form/apply-server-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormerEmploymentFields } from '../../../components/former-employment/former-employment-fields';
import {
  FORMER_EMPLOYMENT_FORM_FIELDS,
  FORMER_EMPLOYMENT_NESTED_FIELDS,
  type FormerEmploymentFormOutput,
  useFormerEmploymentForm,
} from '../../../components/former-employment/former-employment-form';
import { useInviteFromAddress, useInvitePrefill } from '../../../lib/invite-link';
import { PHONE_CODE_TEXTS } from '../../../lib/phone-code-texts';
import { EMPLOYEE_COMPLETE_PATH, REGISTER_TEXTS } from '../../../lib/register-texts';
import { resetSession } from '../../../lib/session';
import { useRegisterEmployee } from '../api/register-employee';
import { ConsentCheckboxes } from './consent-checkboxes';
import { passwordRulesHint } from './password-rules-hint';
import { PhoneCodeFlow } from './phone-code-flow';
import { employeeRegistrationFormSchema } from './registration-schemas';

const SERVER_FIELDS = ['code', 'password', 'personal_data_consent'] as const;

/**
 * A contractor signs up by phone: SMS code first, then password and consents; logged in at once. From a
 * company's invite link they also answer whether they were its employee (N5, 422-ФЗ ст. 6).
 */
export function ContractorRegisterForm({ info }: { info: RegistrationInfo }) {
  // Opened from a person's invite SMS: the number the company sent it to is already filled in.
  const { prefill } = useInvitePrefill();
  return (
    <PhoneCodeFlow
      // Remounted once the invite's answer arrives, so the number appears in the field.
      key={prefill?.phone ?? 'typed'}
      purpose="REGISTRATION"
      defaultPhone={prefill?.phone ?? undefined}
    >
      {(phone) => <CodeAndPasswordForm phone={phone} info={info} />}
    </PhoneCodeFlow>
  );
}

function CodeAndPasswordForm({ phone, info }: { phone: string; info: RegistrationInfo }) {
  const form = useZodForm(employeeRegistrationFormSchema, { defaultValues: { code: '', password: '' } });
  const register = useRegisterEmployee();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Opened from a company's invite link (/invite/{token}): the registration also joins that company.
  const invite = useInviteFromAddress();
  const inviteToken = invite.token ?? undefined;
  const answerForm = useFormerEmploymentForm('employee');

  const handleSubmit = form.handleSubmit(async ({ offer_accepted: _accepted, ...values }) => {
    const formerEmployment = inviteToken ? await validAnswer() : undefined;
    if (formerEmployment === null) return;
    try {
      await register.mutateAsync({
        ...values,
        phone,
        offer_id: info.offer.id,
        invite_token: inviteToken,
        former_employment: formerEmployment,
      });
    } catch (err) {
      if (applyServerErrors(err, answerForm.setError, FORMER_EMPLOYMENT_FORM_FIELDS, FORMER_EMPLOYMENT_NESTED_FIELDS)) {
        return;
      }
      reportFormError(err, form.setError, SERVER_FIELDS, REGISTER_TEXTS.failed, {
        offer_id: 'offer_accepted',
      });
      return;
    }
    resetSession(queryClient);
    // The invite goes on, so the completion fills in the ФИО and ИНН the company entered.
    await navigate(`${EMPLOYEE_COMPLETE_PATH}${invite.query ? `?${invite.query}` : ''}`, { replace: true });
  });

  /** The answer when it is complete; null (its errors shown on its fields) when it is not. */
  const validAnswer = () =>
    new Promise<FormerEmploymentFormOutput | null>((resolve) => {
      void answerForm.handleSubmit(resolve, () => resolve(null))();
    });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit}>
      <FormTextField
        control={form.control}
        name="code"
        label={PHONE_CODE_TEXTS.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
      />
      <PasswordField
        control={form.control}
        name="password"
        label={REGISTER_TEXTS.password}
        autoComplete="new-password"
        helperText={passwordRulesHint(info.password_rules)}
      />
      {inviteToken && <FormerEmploymentFields control={answerForm.control} audience="employee" />}
      <ConsentCheckboxes control={form.control} info={info} />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {REGISTER_TEXTS.submit}
      </Button>
    </Stack>
  );
}
