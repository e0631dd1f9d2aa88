import type { CustomerProfile } from '@vyplaty/contracts';

export type RegistrationStepId = keyof CustomerProfile['registration_steps'];

export const COMPLETE_REGISTRATION_BASE = '/customer-complete-registration';

/** The customer's onboarding steps in the order they are done (SPEC §2). */
export const REGISTRATION_STEPS: readonly { id: RegistrationStepId; title: string }[] = [
  { id: 'self-nep', title: 'Простая электронная подпись' },
  { id: 'sber-balance', title: 'Номинальный счёт' },
  { id: 'email-confirm', title: 'Подтверждение e-mail' },
  { id: 'sign-trusted-document', title: 'Соглашение об электронном документообороте' },
];

/** The step to open: the first one not done yet, or the first of all when the API still says "not verified". */
export function firstIncompleteStep(steps: CustomerProfile['registration_steps']): RegistrationStepId {
  return REGISTRATION_STEPS.find((step) => !steps[step.id])?.id ?? REGISTRATION_STEPS[0]!.id;
}
