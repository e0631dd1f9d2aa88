import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PAYOUT_REPEAT_STATUS_LABELS,
  PAYOUT_STATUS_LABELS,
  PAYOUT_WAITING_FOR_LABELS,
  type Payout,
  type PayoutKind,
  type PayoutRepeatStatus,
  type PayoutStatus,
  type PayoutWaitingFor,
} from '@vyplaty/contracts';
import { joinPersonName } from '../../../lib/format';

export const PAYOUT_KIND_LABELS: Readonly<Record<PayoutKind, string>> = {
  NPD: 'Самозанятому',
  INDIVIDUAL: 'Физическому лицу',
};

/** The receipt of an НПД payout in the tax service, in the company's and the contractor's words. */
export const RECEIPT_STATUS_LABELS = {
  PENDING: 'Регистрируется в ФНС',
  REGISTERED: 'Зарегистрирован',
  CANCELLED: 'Аннулирован',
  ERROR: 'Ошибка регистрации',
} as const;

type Person = Pick<Payout['employee'], 'last_name' | 'first_name' | 'patronymic'>;

/** The contractor's full name; before they entered it, said in words (never their phone alone). */
export const personName = (person: Person) =>
  joinPersonName(person.last_name, person.first_name, person.patronymic) || 'ФИО не указано';

const STATUS_COLORS: Record<PayoutStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  CREATED: 'default',
  PENDING: 'info',
  DONE: 'success',
  DECLINED: 'error',
  ERROR: 'error',
};

export function PayoutStatusChip({
  status,
  repeatStatus = null,
  waitingFor = null,
  reason = null,
}: {
  status: PayoutStatus;
  repeatStatus?: PayoutRepeatStatus | null;
  /** N7: a PENDING payout held until its act is signed by both sides. */
  waitingFor?: PayoutWaitingFor | null;
  /** The payout's reason: shown under a draft's chip (the check a partial payment left it unpaid for). */
  reason?: string | null;
}) {
  const draftReason = status === 'CREATED' ? reason : null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={STATUS_COLORS[status]} label={PAYOUT_STATUS_LABELS[status]} />
      {waitingFor && (
        <Chip size="small" variant="outlined" color="warning" label={PAYOUT_WAITING_FOR_LABELS[waitingFor]} />
      )}
      {repeatStatus && <Chip size="small" variant="outlined" label={PAYOUT_REPEAT_STATUS_LABELS[repeatStatus]} />}
      {draftReason && (
        <Chip size="small" variant="outlined" color="warning" label="Не прошла проверку" title={draftReason} />
      )}
      {draftReason && (
        <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {draftReason}
        </Typography>
      )}
    </Stack>
  );
}
