import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Task, TaskSortField } from '@vyplaty/contracts';
import { CardsSortSelect } from '../../../components/data-table/cards-sort-select';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatMoney, formatMoscowTime } from '../../../lib/format';
import { periodText, TaskStatusChip } from './task-labels';
import type { TasksSort } from './tasks-list-config';

type Props = { items: Task[]; sort: TasksSort; onSort: (sort: TasksSort) => void; onOpen: (task: Task) => void };

/** How many contractors take part now (chosen, at work, handed over, accepted, paid). */
export const takingPart = (task: Task) =>
  (task.pairs.CONFIRMED ?? 0) +
  (task.pairs.IN_PROGRESS ?? 0) +
  (task.pairs.DONE ?? 0) +
  (task.pairs.WAIT_PAYOUT ?? 0) +
  (task.pairs.COMPLETED ?? 0);

/** The company's tasks on a wide screen: sorted on the server by name, period, start time or date added. */
export function TasksTable({ items, sort, onSort, onOpen }: Props) {
  const columns: DataTableColumn<Task, TaskSortField>[] = [
    { id: 'number', header: '№', isFigure: true, cell: (t) => t.number },
    {
      id: 'name',
      header: 'Название',
      sortField: 'NAME',
      firstDirection: 'ASC',
      cell: (t) => (
        <Link component="button" type="button" underline="hover" color="inherit" onClick={() => onOpen(t)}>
          {t.name}
        </Link>
      ),
    },
    { id: 'period', header: 'Период', sortField: 'PERIOD', firstDirection: 'DESC', isFigure: true, cell: periodText },
    {
      id: 'start',
      header: 'Начало',
      sortField: 'START_TIME',
      firstDirection: 'ASC',
      isFigure: true,
      minTableWidth: 1000,
      cell: (t) => (t.start_time ? formatMoscowTime(t.start_time) : '—'),
    },
    { id: 'total', header: 'Оплата', isFigure: true, cell: (t) => formatMoney(t.total), minTableWidth: 800 },
    { id: 'people', header: 'Участвуют', isFigure: true, cell: takingPart, minTableWidth: 900 },
    {
      id: 'added',
      header: 'Создано',
      sortField: 'ADDED_AT',
      firstDirection: 'DESC',
      isFigure: true,
      minTableWidth: 1100,
      cell: (t) => formatMoscowTime(t.created_at),
    },
    { id: 'status', header: 'Статус', cell: (t) => <TaskStatusChip status={t.status} /> },
  ];
  return (
    <DataTable
      label="Задания"
      rows={items}
      rowKey={(t) => t.id}
      columns={columns}
      sort={sort}
      onSort={onSort}
      onOpenRow={onOpen}
    />
  );
}

export const TASK_SORTS: { value: string; label: string; sort: TasksSort }[] = [
  { value: 'ADDED_AT:DESC', label: 'Сначала новые', sort: { field: 'ADDED_AT', direction: 'DESC' } },
  { value: 'ADDED_AT:ASC', label: 'Сначала давние', sort: { field: 'ADDED_AT', direction: 'ASC' } },
  { value: 'NAME:ASC', label: 'По названию, А–Я', sort: { field: 'NAME', direction: 'ASC' } },
  { value: 'PERIOD:DESC', label: 'По периоду, поздние', sort: { field: 'PERIOD', direction: 'DESC' } },
  { value: 'PERIOD:ASC', label: 'По периоду, ранние', sort: { field: 'PERIOD', direction: 'ASC' } },
  { value: 'START_TIME:ASC', label: 'По времени начала', sort: { field: 'START_TIME', direction: 'ASC' } },
];

/** The company's tasks on a phone: one card each, the order chosen above them; a tap opens the task. */
export function TasksCards({ items, sort, onSort, onOpen }: Props) {
  return (
    <Stack spacing={1.5}>
      <CardsSortSelect options={TASK_SORTS} sort={sort} onSort={onSort} />
      <DataCards
        label="Задания"
        rows={items}
        rowKey={(t) => t.id}
        onOpenRow={onOpen}
        renderCard={(t) => (
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <Typography sx={{ fontWeight: 500 }}>{t.name}</Typography>
              <TaskStatusChip status={t.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {periodText(t)} · {formatMoney(t.total)} · участвуют: {takingPart(t)}
            </Typography>
          </Stack>
        )}
      />
    </Stack>
  );
}
