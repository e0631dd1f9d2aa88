import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EmployeeTask } from '@vyplaty/contracts';
import { DataCards } from '../../../components/data-table/data-cards';
import { formatMoney } from '../../../lib/format';
import { awaitsMySignature } from './employee-task-money';
import { PairStatusChip, periodText, TaskStatusChip } from './task-labels';

/** The contractor's part as a chip: their pair's status, or an open task they may reply to. */
export function MyStatusChip({ task }: { task: EmployeeTask }) {
  if (task.my) return <PairStatusChip status={task.my.status} />;
  if (task.can_reply) return <Chip size="small" color="info" label="Можно откликнуться" />;
  return <TaskStatusChip status={task.status} />;
}

type Props = { items: EmployeeTask[]; onOpen: (task: EmployeeTask) => void };

/** The contractor's tasks, phone first: one card each (name, company, period, sum, my status). */
export function EmployeeTasksCards({ items, onOpen }: Props) {
  return (
    <DataCards
      label="Задания"
      rows={items}
      rowKey={(t) => t.id}
      onOpenRow={onOpen}
      renderCard={(t) => (
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography sx={{ fontWeight: 500 }}>{t.name}</Typography>
            <MyStatusChip task={t} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t.company.name}
          </Typography>
          <Typography variant="body2">
            {periodText(t)} · {formatMoney(t.total)}
          </Typography>
          {awaitsMySignature(t) && (
            <Typography variant="body2" color="warning.main" sx={{ fontWeight: 500 }}>
              Подпишите акт, чтобы получить выплату
            </Typography>
          )}
        </Stack>
      )}
    />
  );
}
