/**
 * Whether the powers written in an МЧД cover what a representative signs on the platform (DOMAIN.md
 * §6.6 step 6: «powers cover acts/contracts»). Pure.
 *
 * An МЧД states powers two ways (`СвПолн`): a classifier power (`МашПолн`: `КодПолн` and its name
 * `НаимПолн`) or free text (`ТекстПолн`). The classifier's codes for these powers are not pinned down
 * (DOMAIN marks them «to confirm», the fixture's are illustrative), so the rule reads the power's
 * words, which every power has: a power to sign (подпис…) something that names the object —
 * acts and contracts («акт», «договор», or documents in general: «электронные документы»), payment
 * orders («платёжн…», «расчётн…», «банковск…», or documents in general). A power to receive, to
 * represent in court, to pay taxes does not count. Docs: docs/decisions/signatures.md «A valid МЧД».
 */

/** What a representative signs: acts, contracts and agreements, or the company's payment orders. */
export type MchdPurpose = 'DOCUMENTS' | 'PAYMENT_ORDERS';

export type MchdPower = { code: string | null; text: string };

const SIGN = /подпис/i;
const OBJECT: Record<MchdPurpose, RegExp> = {
  DOCUMENTS: /(^|[^а-яё])(акт|договор|документ)/i,
  PAYMENT_ORDERS: /(платёжн|платежн|расчётн|расчетн|банковск|(^|[^а-яё])документ)/i,
};

/** The words a refusal names: «нет полномочия подписывать <what>». */
export const PURPOSE_TEXT: Record<MchdPurpose, string> = {
  DOCUMENTS: 'акты и договоры',
  PAYMENT_ORDERS: 'платёжные поручения',
};

export function powersCover(powers: readonly MchdPower[] | undefined, purpose: MchdPurpose): boolean {
  return (powers ?? []).some((power) => SIGN.test(power.text) && OBJECT[purpose].test(power.text));
}
