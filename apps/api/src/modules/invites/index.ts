/** Public face of the invites module: what the contractor's side needs of an invite link. */
export {
  confirmInviteEmployee,
  createInviteLinkToken,
  findInviteByLinkToken,
  type InviteRow,
  inviteLinkUrl,
} from './invite-link.js';
