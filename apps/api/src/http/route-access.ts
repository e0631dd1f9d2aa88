/**
 * The company's roles on the server (issue 28, docs/decisions/company-users.md): which private route a company
 * login may call, decided from the route as registered (`METHOD /v1/path/:param`) before anything else runs, so a
 * refused call changes nothing. A contractor's login is not concerned (its routes check their own role).
 *
 *   OWNER      — every route.
 *   ACCOUNTANT — every route but the owner's area (OWNER_AREA_ROUTES).
 *   VIEWER     — reads (GET, HEAD) and the writes of VIEWER_WRITES (their own login, reads sent as POST);
 *                never the owner's area.
 *
 * An API key (issue 30) is an ACCOUNTANT or a VIEWER login of its own, and is also refused KEY_FORBIDDEN_ROUTES.
 */
import { apiPaths, type ErrorCode, MEMBER_ROLE_LABELS, type MemberRole } from '@vyplaty/contracts';

const p = apiPaths;
const routes = (method: string, ...urls: string[]) => urls.map((url) => `${method} ${url}`);

/**
 * The owner's area: the company's users, its profile and data from the register, its bank accounts, responsible
 * persons and their trust documents, its defaults, the platform agreements and the offer signed with КЭП, the
 * nominal account's binding, leaving the platform. Reads that other pages need (the profile, the bank accounts,
 * the responsible persons) stay open to every role; the list of the company's users does not.
 */
export const OWNER_AREA_ROUTES: readonly string[] = [
  ...routes('GET', p.companyUsers.list),
  ...routes('POST', p.companyUsers.invite, p.companyUsers.block, p.companyUsers.unblock, p.companyUsers.resendInvite),
  ...routes('PATCH', p.companyUsers.one),
  ...routes('DELETE', p.companyUsers.one),
  ...routes('PATCH', p.userProfile),
  ...routes('POST', p.userActualization, p.userDeactivate),
  ...routes('PUT', p.employees.constants),
  ...routes('POST', p.userBanks),
  ...routes('PATCH', p.userBank),
  ...routes('DELETE', p.userBank),
  ...routes(
    'POST',
    p.representatives.create,
    p.representatives.file,
    p.representatives.generateTrustDocument,
    p.representatives.signKep,
  ),
  ...routes('PATCH', p.representatives.one),
  ...routes('DELETE', p.representatives.one, p.representatives.document),
  ...routes('POST', p.agreement.edo, p.agreement.signSelfNepSendCode, p.agreement.signSelfNep, p.agreement.signKep),
  ...routes('POST', p.offer.signKep),
  ...routes('POST', p.sberBalance),
  // The company's API keys and webhooks (issue 30): what its systems may do and hear is the owner's to decide.
  ...routes('GET', p.apiKeys.list),
  ...routes('POST', p.apiKeys.list, p.apiKeys.revoke, p.apiKeys.rotate),
  ...routes('PATCH', p.apiKeys.one),
  ...routes('GET', p.webhooks.list, p.webhooks.one, p.webhooks.secret, p.webhooks.deliveries, p.webhooks.delivery),
  ...routes('POST', p.webhooks.list, p.webhooks.pause, p.webhooks.resume, p.webhooks.ping, p.webhooks.resend),
  ...routes('PATCH', p.webhooks.one),
  ...routes('DELETE', p.webhooks.one),
];

/**
 * The writes a VIEWER may make. Their own login: the password, the sessions, the e-mail's confirmation letter, the
 * bell's read marks and this device's push token, accepting the platform's offer for themself (each login accepts
 * it on first entry). Reads the API takes as POST (lists with filters in the body, checklists, exports, hashes):
 * they change nothing.
 */
export const VIEWER_WRITES: readonly string[] = [
  ...routes(
    'POST',
    p.auth.changePassword,
    p.auth.sessionEnd,
    p.auth.sessionsEndOthers,
    p.auth.verifyEmailSend,
    p.notifications.read,
    p.notifications.token,
    p.offer.accept,
  ),
  ...routes(
    'POST',
    p.notifications.list,
    p.agreement.list,
    p.bundles.list,
    p.catalogBankSbp,
    p.documentAttachmentsHash,
    p.documents.list,
    p.employees.list,
    p.employees.export,
    p.payouts.check,
    p.payouts.list,
    p.individualPayouts.check,
    p.individualPayouts.list,
    p.userPayouts.list,
    p.tasks.list,
    p.tasks.workToPay,
    p.tasks.disconnectedEmployees,
    p.offer.custom,
  ),
];

/**
 * What an API key may never call (issue 30, docs/decisions/api-keys.md): the routes of a person's own login — its
 * password, its sessions, its e-mail's confirmation, this device's push token, accepting the platform's offer (by a
 * click or by КЭП: a person's consent, never a program's). A key has none of these; letting it call them would
 * only make a company's system look like a person. Nor does a key sign with ПЭП: the simple electronic signature is
 * a person's, confirmed by a code sent to their phone — a program has no phone, and signs with КЭП if at all.
 */
export const KEY_FORBIDDEN_ROUTES: readonly string[] = [
  ...routes('POST', p.auth.changePassword, p.auth.sessionEnd, p.auth.sessionsEndOthers, p.auth.verifyEmailSend),
  ...routes('GET', p.auth.sessions),
  ...routes('POST', p.notifications.token),
  ...routes('POST', p.offer.accept, p.offer.custom),
  ...routes('GET', p.offer.signKep),
  ...routes('POST', p.selfNep.agreement, p.selfNep.sendCode, p.selfNep.confirm),
  ...routes('POST', p.documents.signSelfNepSendCode, p.documents.signSelfNep),
  ...routes('POST', p.bundles.signSelfNepSendCode, p.bundles.signSelfNep),
];

const OWNER_AREA = new Set(OWNER_AREA_ROUTES);
const KEY_FORBIDDEN = new Set(KEY_FORBIDDEN_ROUTES);
const VIEWER_ALLOWED = new Set(VIEWER_WRITES);
const READS = new Set(['GET', 'HEAD']);

export const OWNER_AREA_MESSAGE = 'Недостаточно прав: это может только владелец компании';
export const VIEWER_MESSAGE = `Недостаточно прав: роль «${MEMBER_ROLE_LABELS.VIEWER}» только просматривает данные`;

/** Why the role may not call the route (Russian, for the 403), or null when it may. */
export function roleRefusal(role: MemberRole, method: string, url: string): string | null {
  if (role === 'OWNER') return null;
  // HEAD is answered by the GET's route.
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  if (OWNER_AREA.has(key)) return OWNER_AREA_MESSAGE;
  if (role === 'ACCOUNTANT') return null;
  return READS.has(method) || VIEWER_ALLOWED.has(key) ? null : VIEWER_MESSAGE;
}

export const KEY_FORBIDDEN_MESSAGE =
  'Ключ API не может вызывать этот метод: он относится ко входу человека (пароль, сеансы, почта, оферта)';

/** Why an API key of `role` may not call the route (its code and Russian reason, for the 403), or null. */
export function apiKeyRefusal(
  role: MemberRole,
  method: string,
  url: string,
): { code: ErrorCode; message: string } | null {
  if (KEY_FORBIDDEN.has(`${method === 'HEAD' ? 'GET' : method} ${url}`)) {
    return { code: 'API_KEY_ROUTE_FORBIDDEN', message: KEY_FORBIDDEN_MESSAGE };
  }
  const refusal = roleRefusal(role, method, url);
  return refusal ? { code: 'ROLE_FORBIDDEN', message: refusal } : null;
}
