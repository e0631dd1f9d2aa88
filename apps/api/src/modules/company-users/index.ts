/**
 * Public face of the company's users (issue 28): their refusals' texts. The roles' gate of every private route is
 * http/route-access.ts; a login's role reaches services through the Actor (`memberRole`).
 */
export {
  EMAIL_TAKEN_MESSAGE,
  INVITE_INVALID_MESSAGE,
  LAST_OWNER_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
} from './company-users.present.js';
