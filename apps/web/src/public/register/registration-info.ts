import type { RegistrationInfo } from '@vyplaty/contracts';
import { apiPaths } from '@vyplaty/contracts/paths';
import { getJson } from '../public-http';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isLinkedDocument = (value: unknown) =>
  isObject(value) && typeof value.title === 'string' && typeof value.url === 'string';

/**
 * The answer narrowed to what the page reads; the contracts' `registrationInfoSchema` says the same, but zod stays
 * out of a public page's script (ADR 016).
 */
const isRegistrationInfo = (answer: unknown): answer is RegistrationInfo => {
  if (!isObject(answer) || !isObject(answer.offer) || !isObject(answer.documents)) return false;
  const { offer, documents } = answer;
  return (
    typeof offer.id === 'string' &&
    typeof offer.title === 'string' &&
    typeof offer.published_at === 'string' &&
    (typeof offer.version === 'string' || typeof offer.version === 'number') &&
    isLinkedDocument(documents.privacy_policy) &&
    isLinkedDocument(documents.personal_data_consent)
  );
};

/** The offer a registration accepts and the documents its consent names (GET auth/registration/info). */
export async function loadRegistrationInfo(): Promise<RegistrationInfo> {
  const answer = await getJson(apiPaths.auth.registrationInfo);
  if (!isRegistrationInfo(answer)) throw new Error('auth/registration/info: ответ не того вида');
  return answer;
}
