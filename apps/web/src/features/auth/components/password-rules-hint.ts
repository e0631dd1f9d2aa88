import type { RegistrationInfo } from '@vyplaty/contracts';

/** The rule the API enforces (newPasswordSchema), said once under the field. */
export function passwordRulesHint(rules: RegistrationInfo['password_rules']): string {
  return `От ${rules.min_length} до ${rules.max_length} символов, хотя бы одна буква и одна цифра`;
}
