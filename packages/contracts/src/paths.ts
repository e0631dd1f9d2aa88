/** Every API path, once. The web app's fetchers and the API's routes both read these. */
export const API_PREFIX = '/v1';

export const apiPaths = {
  health: '/v1/health',
  auth: {
    login: '/v1/auth/login',
    me: '/v1/auth/me',
    logout: '/v1/auth/logout',
    refresh: '/v1/auth/refresh/',
    registration: '/v1/auth/registration/',
    registrationInfo: '/v1/auth/registration/info',
    resetPassword: '/v1/auth/reset_password/',
    setPassword: '/v1/auth/set_password/',
    changePassword: '/v1/auth/change_password/',
    verifyEmail: '/v1/auth/verify/email/',
    verifyEmailSend: '/v1/auth/verify/email/send',
    /** The account's live sessions (GET), ending one (POST {session_id}) or all but this one. */
    sessions: '/v1/auth/sessions',
    sessionEnd: '/v1/auth/sessions/end',
    sessionsEndOthers: '/v1/auth/sessions/end_others',
  },
  offer: {
    accept: '/v1/registration/offer',
    fileContent: '/v1/offer/file_content',
  },
  employeeAuth: {
    registration: '/v1/employee/registration',
    resetPassword: '/v1/employee/reset_password',
    verifyPhoneSend: '/v1/employee/verify_phone/send',
  },
  notifications: {
    list: '/v1/notifications',
    notReadCount: '/v1/notification/not_read_count',
    read: '/v1/notification/read',
    token: '/v1/notification/token',
    webPushKey: '/v1/notification/web_push_key',
    /** Support-only. */
    types: '/v1/notification/types',
    /** Support-only. */
    send: '/v1/notification/send',
  },
  documentTypes: '/v1/document/types',
  /** Public lookups (SPEC §6), answered through the DaData Suggestions API. */
  lookups: {
    address: '/v1/dadata/address',
    bank: '/v1/dadata/bank',
    country: '/v1/dadata/country',
    party: '/v1/dadata/user',
  },
  /** The contractor's own payout requisites: GET list, POST create; PATCH/DELETE one (`:id`). */
  employeeRequisites: '/v1/employee/requisite/',
  employeeRequisite: '/v1/employee/requisite/:id/',
  /** СБП participants for the bank choice (POST {query?}). */
  catalogBankSbp: '/v1/catalog/bank_sbp',
  /** The company's bank accounts (profile → payments-accounts): GET list, POST create; PATCH/DELETE one (`:id`). */
  userBanks: '/v1/user/bank/',
  userBank: '/v1/user/bank/:id/',
  userProfile: '/v1/user/profile',
  employee: '/v1/employee',
} as const;

/** Fills the `:id` of a path, e.g. pathWithId(apiPaths.userBank, id). */
export const pathWithId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** Names of the cookies the API sets; the web app reads only the CSRF one. */
export const SESSION_COOKIE = 'vp_session';
export const REFRESH_COOKIE = 'vp_refresh';
export const CSRF_COOKIE = 'vp_csrf';
export const CSRF_HEADER = 'x-csrf-token';
