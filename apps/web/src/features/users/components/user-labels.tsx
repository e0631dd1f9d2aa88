import Chip from '@mui/material/Chip';
import { type CompanyUser, MEMBER_ROLE_LABELS, USER_STATUS_LABELS, type UserStatus } from '@vyplaty/contracts';
import { formatMoscowDateTime } from '../../../lib/format';

const STATUS_COLORS = {
  ACTIVE: 'success',
  BLOCKED: 'error',
  PENDING: 'info',
  DECLINED: 'default',
} as const satisfies Record<UserStatus, string>;

export function UserStatusChip({ status }: { status: UserStatus }) {
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={USER_STATUS_LABELS[status]} />;
}

export const roleOf = (user: CompanyUser) => MEMBER_ROLE_LABELS[user.role];

/** «Иванова Анна, 05.03.2026 00:30» — who invited and when (Moscow time); the first login was never invited. */
export const invitedOf = (user: CompanyUser) =>
  `${user.invited_by_name ?? 'При регистрации компании'}, ${formatMoscowDateTime(user.created_at)}`;

/** A pending invite's term: after it the link stops working and the owner sends a new one. */
export const inviteTermOf = (user: CompanyUser) =>
  user.status === 'PENDING' && user.invite_expires_at
    ? `Ссылка действует до ${formatMoscowDateTime(user.invite_expires_at)}`
    : null;
