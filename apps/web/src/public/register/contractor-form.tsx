/** @jsxImportSource preact */
import type { RegistrationInfo } from '@vyplaty/contracts';
import { apiPaths } from '@vyplaty/contracts/paths';
import { useState } from 'preact/hooks';
import type { InviteFromAddress } from '../../lib/invite-texts';
import { PHONE_CODE_TEXTS } from '../../lib/phone-code-texts';
import { EMPLOYEE_COMPLETE_PATH, REGISTER_TEXTS } from '../../lib/register-texts';
import { Alert } from '../components/alert';
import { EMPTY_DATE } from '../components/date-sections';
import { PhoneCodeFlow } from '../components/phone-code-flow';
import { TextField } from '../components/text-field';
import { postJson } from '../public-http';
import { checkFormerEmployment, FormerEmploymentFields, type FormerEmploymentValue } from './former-employment-fields';
import { PasswordAndConsents } from './password-and-consents';
import { useRegistrationForm } from './use-registration-form';

type ContractorFormProps = {
  info: RegistrationInfo | null;
  invite: InviteFromAddress;
  /** The number the company sent the invite to, once its answer is here. */
  invitedPhone: string | null;
  leaveFor: (path: string) => void;
};

/**
 * A contractor signs up by phone, as the app's contractor-register-form.tsx: the SMS code first, then the password and
 * the consents; logged in at once. From a company's invite link they also answer whether they were its employee.
 */
export function ContractorForm({ info, invite, invitedPhone, leaveFor }: ContractorFormProps) {
  return (
    <PhoneCodeFlow purpose="REGISTRATION" suggestedPhone={invitedPhone}>
      {(phone) => <CodeAndPasswordForm phone={phone} info={info} invite={invite} leaveFor={leaveFor} />}
    </PhoneCodeFlow>
  );
}

const ORDER = ['code', 'password', 'status', 'ended_on', 'personal_data_consent', 'offer_accepted'] as const;

const SERVER_RENAMES = {
  offer_id: 'offer_accepted',
  'former_employment.status': 'status',
  'former_employment.ended_on': 'ended_on',
} as const;

type CodeAndPasswordFormProps = Omit<ContractorFormProps, 'invitedPhone'> & { phone: string };

function CodeAndPasswordForm({ phone, info, invite, leaveFor }: CodeAndPasswordFormProps) {
  const form = useRegistrationForm(ORDER, { code: '', password: '' });
  const [former, setFormer] = useState<FormerEmploymentValue>({ status: null, endedOn: EMPTY_DATE });
  const { values, errors, refs } = form;

  const submit = async (event: Event) => {
    event.preventDefault();
    if (form.isSubmitting || !info) return;
    // Through a company's link the answer is required; its rules are the contracts', checked here in their words.
    const checked = invite.token ? checkFormerEmployment(former) : null;
    const isRefused = form.refuse({
      code: values.code.trim() ? undefined : REGISTER_TEXTS.codeRequired,
      password: values.password ? undefined : REGISTER_TEXTS.passwordRequired,
      ...(checked && 'errors' in checked ? checked.errors : {}),
    });
    if (isRefused) return;
    const body = {
      phone,
      ...values,
      personal_data_consent: true,
      offer_id: info.offer.id,
      ...(invite.token ? { invite_token: invite.token } : {}),
      ...(checked && 'answer' in checked ? { former_employment: checked.answer } : {}),
    };
    const isRegistered = await form.send(
      () => postJson(apiPaths.employeeAuth.registration, body),
      SERVER_RENAMES,
      'Регистрация исполнителя не удалась',
    );
    // The invite goes on, so the completion fills in the ФИО and ИНН the company entered.
    if (isRegistered) leaveFor(`${EMPLOYEE_COMPLETE_PATH}${invite.query ? `?${invite.query}` : ''}`);
  };

  return (
    <form class="form" method="post" noValidate onSubmit={(event) => void submit(event)}>
      <Alert message={form.notice} />
      <TextField
        id="code"
        name="code"
        inputMode="numeric"
        label={PHONE_CODE_TEXTS.code}
        value={values.code}
        onValue={form.setValue('code')}
        autoComplete="one-time-code"
        autoFocus
        error={errors.code}
        inputRef={refs.code}
      />
      <PasswordAndConsents info={info} form={form}>
        {invite.token && (
          <FormerEmploymentFields
            value={former}
            errors={errors}
            onStatus={(status) => {
              setFormer((current) => ({ ...current, status }));
              form.clearError('status');
            }}
            onDatePart={(part, digits) => {
              setFormer((current) => ({ ...current, endedOn: { ...current.endedOn, [part]: digits } }));
              form.clearError('ended_on');
            }}
            statusRef={refs.status}
            dateRef={refs.ended_on}
          />
        )}
      </PasswordAndConsents>
    </form>
  );
}
