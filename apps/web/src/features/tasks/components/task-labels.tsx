import Chip from '@mui/material/Chip';
import {
  type EmployeeTask,
  TASK_PAIR_STATUS_LABELS,
  TASK_STATUS_LABELS,
  type Task,
  type TaskPairStatus,
  type TaskStatus,
} from '@vyplaty/contracts';
import { formatDate, formatMoney } from '../../../lib/format';

type ChipColor = 'default' | 'info' | 'success' | 'error' | 'warning' | 'primary';

const STATUS_COLORS: Record<TaskStatus, ChipColor> = {
  DRAFT: 'default',
  PUBLISH: 'info',
  IN_PROGRESS: 'primary',
  CANCELED: 'default',
  DONE: 'warning',
  COMPLETED: 'success',
};

// A refusal is a normal outcome (289-ФЗ): grey, never red.
const PAIR_COLORS: Record<TaskPairStatus, ChipColor> = {
  INVITED: 'info',
  REPLIED: 'warning',
  CONFIRMED: 'primary',
  IN_PROGRESS: 'primary',
  DONE: 'warning',
  WAIT_PAYOUT: 'success',
  COMPLETED: 'success',
  CANCELED: 'default',
};

export function TaskStatusChip({ status }: { status: TaskStatus }) {
  return <Chip size="small" color={STATUS_COLORS[status]} label={TASK_STATUS_LABELS[status]} />;
}

export function PairStatusChip({ status }: { status: TaskPairStatus }) {
  return <Chip size="small" color={PAIR_COLORS[status]} label={TASK_PAIR_STATUS_LABELS[status]} />;
}

type TaskLike = Pick<
  Task | EmployeeTask,
  'period_start' | 'period_end' | 'pricing' | 'amount' | 'quantity' | 'unit' | 'total'
>;

/** «01.12.2026 — 05.12.2026», one day once when the period is a single day. */
export const periodText = (task: Pick<TaskLike, 'period_start' | 'period_end'>) =>
  task.period_start === task.period_end
    ? formatDate(task.period_start)
    : `${formatDate(task.period_start)} — ${formatDate(task.period_end)}`;

/** «1 500,00 ₽ × 8 час = 12 000,00 ₽» for a price per unit, the sum alone for a fixed one. */
export function priceText(task: TaskLike): string {
  if (task.pricing === 'FIXED') return formatMoney(task.total);
  const quantity = (task.quantity ?? '').replace('.', ',');
  return `${formatMoney(task.amount)} × ${quantity}${task.unit ? ` ${task.unit}` : ''} = ${formatMoney(task.total)}`;
}
