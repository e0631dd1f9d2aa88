/**
 * A colleague's invite's words (issue 28, /invite/user/{token}), shared by the public page (src/public/user-invite/,
 * what a visitor without a session gets from the owner's letter) and the app's features/users/pages/
 * user-invite-page.tsx with its accept form and decline dialog: the two say the same thing.
 */
import type { MemberRole } from '@vyplaty/contracts';
import { MEMBER_ROLE_HINTS, MEMBER_ROLE_LABELS } from '@vyplaty/contracts/texts';

/** An unknown, used, declined or expired link: the API answers 404 (or 400 for a malformed token, 410 if gone). */
export const DEAD_USER_INVITE_STATUSES: readonly (number | null)[] = [400, 404, 410];

export const USER_INVITE_TEXTS = {
  title: 'Приглашение в кабинет компании',
  deadLink:
    'Ссылка приглашения недействительна: она устарела, уже использована или приглашение отозвано. ' +
    'Попросите владельца учётной записи компании прислать новое приглашение.',
  openFailed: 'Не удалось открыть приглашение',
  opening: 'Открываем приглашение…',
  password: 'Пароль',
  passwordRepeat: 'Повторите пароль',
  accept: 'Принять приглашение',
  acceptFailed: 'Не удалось принять приглашение, попробуйте позже',
  decline: 'Отклонить приглашение',
  declineTitle: 'Отклонить приглашение?',
  cancel: 'Отменить',
  confirmDecline: 'Отклонить',
  declineFailed: 'Не удалось отклонить приглашение',
} as const;

type InviteWords = {
  organisation_name: string;
  invited_by_name: string | null;
  full_name: string;
  email: string;
  role: MemberRole;
};

/** Who invites: the owner by name when the letter has one, else the company. */
export const invitesLine = ({ invited_by_name, organisation_name }: InviteWords) =>
  `${invited_by_name ? `${invited_by_name} из ${organisation_name}` : organisation_name} приглашает вас в кабинет компании`;

export const personLine = ({ full_name, email }: InviteWords) => `${full_name}, ${email}`;

export const roleLine = ({ role }: InviteWords) =>
  `Роль: ${MEMBER_ROLE_LABELS[role]} — ${MEMBER_ROLE_HINTS[role].toLowerCase()}`;

/** `until` as the page shows it, Moscow time (lib/format.ts formatMoscowDateTime). */
export const validUntilLine = (until: string) => `Ссылка действует до ${until} (МСК)`;

export const setPasswordLine = (email: string) =>
  `Задайте пароль: с ним и e-mail ${email} вы будете входить в кабинет компании.`;

export const acceptedLine = (email: string) => `Приглашение принято. Войдите с e-mail ${email} и новым паролем`;

export const declineWarning = (organisationName: string) =>
  `Ссылка перестанет действовать. Чтобы присоединиться к ${organisationName} позже, понадобится новое приглашение.`;

export const declinedLine = (organisationName: string) =>
  `Вы отклонили приглашение ${organisationName}. Ссылка больше не действует.`;
