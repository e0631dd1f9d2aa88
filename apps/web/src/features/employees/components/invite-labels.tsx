import Chip from '@mui/material/Chip';
import {
  INVITE_ACTION_LABELS,
  INVITE_STATUS_LABELS,
  type InviteAction,
  type InvitePerson,
  type InviteStatus,
} from '@vyplaty/contracts';
import { formatPhone, joinPersonName } from '../../../lib/format';

const STATUS_COLORS: Record<InviteStatus, 'default' | 'success' | 'error'> = {
  DRAFT: 'default',
  PUBLISH: 'success',
  REJECT: 'error',
};

export function InviteStatusChip({ status }: { status: InviteStatus }) {
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={INVITE_STATUS_LABELS[status]} />;
}

const ACTION_COLORS: Record<InviteAction, 'default' | 'success' | 'warning'> = {
  INVITE: 'default',
  CONFIRM: 'success',
  CANCEL: 'warning',
};

export function InviteActionChip({ action }: { action: InviteAction }) {
  return <Chip size="small" variant="outlined" color={ACTION_COLORS[action]} label={INVITE_ACTION_LABELS[action]} />;
}

/** «Иванов Иван, +7 999 000-00-01» — the name if given, then the phone or the ИНН. */
export function invitePersonText(person: InvitePerson): string {
  const name = joinPersonName(person.last_name, person.first_name, person.patronymic);
  const contact = person.phone ? formatPhone(person.phone) : person.inn ? `ИНН ${person.inn}` : '';
  return [name, contact].filter(Boolean).join(', ');
}

/** The people of an invite in one cell: the first one, then «и ещё N». */
export function invitePeopleSummary(people: InvitePerson[]): string {
  if (people.length === 0) return '—';
  const first = invitePersonText(people[0]!);
  return people.length === 1 ? first : `${first} и ещё ${people.length - 1}`;
}
