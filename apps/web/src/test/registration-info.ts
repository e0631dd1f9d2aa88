import type { RegistrationInfo } from '@vyplaty/contracts';

/** The offer registration accepts, as auth/registration/info answers it in the web tests. */
export const REGISTRATION_OFFER_ID = '7d7b4a52-0c1e-4c36-9d8e-3b1f2a4c5d6e';

/**
 * auth/registration/info's answer for the web tests (the app's forms and the public page); published in the morning
 * UTC, so its day reads the same in any zone from UTC−9 to UTC+14.
 */
export const REGISTRATION_INFO: RegistrationInfo = {
  offer: { id: REGISTRATION_OFFER_ID, version: '1', title: 'Оферта платформы', published_at: '2026-01-01T09:00:00Z' },
  password_rules: { min_length: 8, max_length: 128 },
  documents: {
    privacy_policy: { title: 'Политика', url: '/docs/privacy.pdf' },
    personal_data_consent: { title: 'Согласие', url: '/docs/consent.pdf' },
  },
};
