import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  TASK_PAIR_STATUS_LABELS,
  TASK_PARTY_LABELS,
  type Task,
  type TaskPair,
  taskPairStatusSchema,
} from '@vyplaty/contracts';
import { useState } from 'react';
import { ListBody } from '../../../components/list-body/list-body';
import { useTaskPairs } from '../api/task-queries';
import { companyAcceptByText } from './acceptance-texts';
import { PairStatusChip } from './task-labels';
import { PairActions } from './task-pair-actions';
import { PairMoney } from './task-pair-money';

const PAGE_SIZE = 50;

/** The task's pairs by status, every status that has any: «Приглашён: 2 · Работа сдана: 1». */
export function PairCounts({ task }: { task: Task }) {
  const present = taskPairStatusSchema.options.filter((s) => (task.pairs[s] ?? 0) > 0);
  if (present.length === 0) return <Typography color="text.secondary">Исполнителей пока нет</Typography>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Исполнители по статусам">
      {present.map((s) => (
        <Chip key={s} variant="outlined" size="small" label={`${TASK_PAIR_STATUS_LABELS[s]}: ${task.pairs[s]}`} />
      ))}
    </Stack>
  );
}

function PairNotes({ pair }: { pair: TaskPair }) {
  return (
    <>
      {pair.status === 'CANCELED' && (
        <Typography variant="body2" color="text.secondary">
          {pair.canceled_by ? TASK_PARTY_LABELS[pair.canceled_by] : 'Отказ'}
          {pair.reason ? `: ${pair.reason}` : ''}
        </Typography>
      )}
      {pair.result_comment && (
        <Typography variant="body2">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Комментарий к результату:{' '}
          </Box>
          {pair.result_comment}
        </Typography>
      )}
      {pair.status === 'DONE' && pair.accept_by && (
        <Typography variant="body2" color="warning.main">
          {companyAcceptByText(pair.accept_by)}
        </Typography>
      )}
      {pair.return_comment && (
        <Typography variant="body2">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Возвращено на доработку:{' '}
          </Box>
          {pair.return_comment}
        </Typography>
      )}
    </>
  );
}

/** «Исполнители»: the task's contractors with each one's status, notes and the company's moves on them. */
export function TaskPairs({ task }: { task: Task }) {
  const [page, setPage] = useState(1);
  // The task's own change (its updated_at) asks the list again through the shared invalidation.
  const pairs = useTaskPairs(task.id, { page, page_size: PAGE_SIZE, sort: { field: 'ADDED_AT', direction: 'ASC' } });
  const items = pairs.data?.items ?? [];
  const count = pairs.data?.totalCount ?? 0;
  const cards = (
    <Stack component="ul" aria-label="Исполнители задания" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((pair) => (
        <Paper component="li" key={pair.employee.id} variant="outlined" sx={{ p: 2 }}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
          >
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 500 }}>{pair.employee.fio}</Typography>
                <PairStatusChip status={pair.status} />
              </Stack>
              {pair.employee.inn && (
                <Typography variant="body2" color="text.secondary">
                  ИНН {pair.employee.inn}
                </Typography>
              )}
              <PairNotes pair={pair} />
              <PairMoney pair={pair} />
            </Stack>
            <PairActions task={task} pair={pair} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
  return (
    <Stack spacing={1.5}>
      <ListBody
        query={pairs}
        count={count}
        failureText="Не удалось загрузить исполнителей задания"
        emptyText={
          task.can_invite
            ? 'Исполнителей пока нет. Пригласите их или опубликуйте задание для всех.'
            : 'Исполнителей пока нет.'
        }
        table={cards}
      />
      {count > PAGE_SIZE && (
        <Pagination
          count={Math.ceil(count / PAGE_SIZE)}
          page={page}
          onChange={(_, next) => setPage(next)}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
