/**
 * The invite landing's words and links (/invite/{token}), shared by the public page (src/public/invite/, what a
 * visitor without a session gets from the SMS link) and the app's page (features/invite-landing/, for a logged-in
 * person and the native shell): the two say the same thing. Nothing here imports a schema (ADR 016).
 */
import type { InvitedPerson, InviteLinkResponse } from '@vyplaty/contracts';
import { INVITE_PERSON_PARAM } from '@vyplaty/contracts/paths';
import { INVITE_LINK_NOT_FOUND_MESSAGE, TAX_REGIME_LABELS } from '@vyplaty/contracts/texts';
import { formatPhone, joinPersonName } from './format-person';

export const INVITE_TEXTS = {
  title: 'Приглашение',
  loading: 'Открываем приглашение…',
  invites: (organisation: string) => `${organisation} приглашает вас к сотрудничеству`,
  register: 'Зарегистрироваться и принять',
  logIn: 'У меня есть аккаунт — войти',
  /** An unknown or withdrawn link (the call's 404, or 400 for a malformed one). */
  notFound: `${INVITE_LINK_NOT_FOUND_MESSAGE}. Попросите компанию прислать новую ссылку.`,
  loadFailed: 'Не удалось открыть приглашение',
} as const;

/**
 * The link itself refused: unknown or withdrawn (404) or malformed (400). An answer to show, not a failure to retry;
 * `null` (no answer at all) and any other status may pass on a retry.
 */
export const isDeadInviteLink = (status: number | null) => status === 404 || status === 400;

/**
 * What the invite is, in plain words: as whom the person will work for the company (a self-employed
 * person pays НПД and the platform issues the receipts; anyone else works under a contract), and that
 * a second company does not start a second account.
 */
export function inviteDescription(invite: Pick<InviteLinkResponse, 'kind' | 'tax_regime'>): string {
  const as =
    invite.tax_regime === 'NPD'
      ? 'как самозанятый — плательщик налога на профессиональный доход. Чеки о доходе платформа будет формировать за вас в «Мой налог»'
      : invite.kind === 'INDIVIDUAL_ENTREPRENEUR'
        ? `как индивидуальный предприниматель (${TAX_REGIME_LABELS[invite.tax_regime]})`
        : 'как физическое лицо по договору: налог с выплат удержит компания';
  return (
    `Компания предлагает вам выполнять для неё работы ${as}. Деньги за работу будут приходить через платформу. ` +
    'Если вы уже работаете через платформу с другими компаниями, эта компания добавится к ним в вашем профиле — ' +
    'новая учётная запись не нужна.'
  );
}

/** What the company entered for the person (filled into the registration, where it can be corrected); null if nothing. */
export function invitedPersonNote(person: InvitedPerson): string | null {
  const name = joinPersonName(person.last_name, person.first_name, person.patronymic);
  const parts = [name, person.phone ? formatPhone(person.phone) : '', person.inn ? `ИНН ${person.inn}` : ''];
  const known = parts.filter(Boolean);
  if (known.length === 0) return null;
  return `Компания указала: ${known.join(', ')}. Эти данные подставятся при регистрации — если что-то неверно, исправьте.`;
}

/**
 * A visitor's two ways on: the registration, which the token attaches to the company (and the person's key fills
 * with what the company entered), or the login, which brings them back here — `redirect_url` must be an absolute
 * address of this site (lib/safe-redirect.ts).
 */
export function visitorInviteLinks(token: string, personKey: string | null, origin: string) {
  const back = new URL(`/invite/${encodeURIComponent(token)}`, origin).href;
  const person = personKey ? `&${INVITE_PERSON_PARAM}=${encodeURIComponent(personKey)}` : '';
  return {
    register: `/login/register?role=contractor&invite=${encodeURIComponent(token)}${person}`,
    logIn: `/login?role=contractor&redirect_url=${encodeURIComponent(back)}`,
  };
}

/** The company invite a registration screen was opened from (`?invite=…&p=…`), as the address carries it. */
export type InviteFromAddress = { token: string | null; person: string | null; query: string };

/** Read from the address's query by the app's screens (lib/invite-link.ts) and the public registration page. */
export function inviteFromSearch(params: URLSearchParams): InviteFromAddress {
  const token = params.get('invite');
  const person = params.get(INVITE_PERSON_PARAM);
  const query = token
    ? `invite=${encodeURIComponent(token)}${person ? `&${INVITE_PERSON_PARAM}=${encodeURIComponent(person)}` : ''}`
    : '';
  return { token, person, query };
}
