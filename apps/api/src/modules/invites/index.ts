/**
 * Public face of the invites module: what the contractor's side needs of an invite link; mass payouts
 * invite a registry's people who are not the company's contractors yet; tasks learn who joined
 * (`ContractorJoined`, handed over in `ctx.handoffs.contractorJoinedCompany`).
 */
export { inviteForPayout, type PayoutInvitee } from './invite-for-payout.js';
export {
  type ContractorJoined,
  confirmInviteEmployee,
  createInviteLinkToken,
  findInviteByLinkToken,
  type InviteRow,
  inviteLinkUrl,
} from './invite-link.js';
