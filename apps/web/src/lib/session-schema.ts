// The session's schema on its own, loaded with the auth/me call by lib/session.ts.
export { authMeSchema } from '@vyplaty/contracts';
