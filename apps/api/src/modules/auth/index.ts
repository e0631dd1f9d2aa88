/**
 * Public face of the auth module: accounts, sessions, one-time links and SMS codes, as other modules
 * use them. Everything else in the folder is the module's own.
 */
export { createCustomerWithAccount, createEmployeeWithAccount } from './account-creation.service.js';
export type { AccountRow } from './accounts.repo.js';
export { blockCompanyLogins, endAccountSessions, findAccount } from './accounts.service.js';
export { authRateLimits } from './auth.rate-limits.js';
export { clearAuthCookies, setAuthCookies } from './cookies.js';
export { consumeActionLink, issueActionLink } from './email-links.service.js';
export { consumePhoneCode, invalidCode, type PhoneCodeUse, sendPhoneCode } from './phone-codes.service.js';
export { type OnEmployeeRegistered, registerEmployee } from './registration.service.js';
export { authenticate, csrfTokenFor, type SessionTokens, startSession } from './sessions.service.js';
