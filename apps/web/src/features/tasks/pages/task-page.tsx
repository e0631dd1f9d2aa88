import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TASK_AUDIENCE_LABELS, type Task } from '@vyplaty/contracts';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { formatMoscowTime } from '../../../lib/format';
import { useTask } from '../api/task-queries';
import { companyRuleText } from '../components/acceptance-texts';
import { TaskActions } from '../components/task-actions';
import { TaskDisconnectedContractors } from '../components/task-disconnected';
import { TaskDescription, TaskFacts } from '../components/task-facts';
import { TaskFiles } from '../components/task-files';
import { TaskHistory } from '../components/task-history';
import { TaskStatusChip } from '../components/task-labels';
import { PairCounts, TaskPairs } from '../components/task-pairs';
import { TaskPhoneInvites } from '../components/task-phone-invites';
import { TaskContractorsImportButton } from '../import/task-import-buttons';

/** What the status means for the company now, in a line under the title. */
const STATUS_HINTS: Record<Task['status'], string> = {
  DRAFT: 'Черновик видите только вы. Пригласите исполнителей и опубликуйте задание.',
  PUBLISH: 'Задание опубликовано: исполнители принимают приглашения или откликаются.',
  IN_PROGRESS: 'Исполнители работают. Принимайте сданную работу или возвращайте её на доработку.',
  CANCELED: 'Задание отменено.',
  DONE: 'Приём работ завершён: принятые работы ждут выплаты.',
  COMPLETED: 'Все принятые работы оплачены.',
};

/** /tasks/{id}: the task's facts and status, the company's moves, its contractors and history. */
export function TaskPage() {
  const { id = '' } = useParams();
  const query = useTask(id);
  if (!query.data) {
    return query.isPending ? (
      <PageLoader />
    ) : (
      <QueryRetryPanel query={query} failureText="Не удалось загрузить задание" />
    );
  }
  const task = query.data;
  const extra = [
    ...(task.audience ? [{ label: 'Кому', value: TASK_AUDIENCE_LABELS[task.audience] }] : []),
    ...(task.published_at ? [{ label: 'Опубликовано', value: formatMoscowTime(task.published_at) }] : []),
    ...(task.created_by ? [{ label: 'Создал', value: task.created_by.name }] : []),
  ];
  return (
    <Stack spacing={2.5}>
      <Button component={RouterLink} to="/tasks" sx={{ alignSelf: 'flex-start' }}>
        ← Все задания
      </Button>
      <Stack spacing={1}>
        <PageTitle gutter={0}>{`${task.name} № ${task.number}`}</PageTitle>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TaskStatusChip status={task.status} />
          <Typography color="text.secondary">{STATUS_HINTS[task.status]}</Typography>
        </Stack>
      </Stack>
      <TaskActions task={task} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <TaskDescription text={task.description} />
          <TaskFacts task={task} extra={extra} />
        </Stack>
      </Paper>
      <TaskFiles taskId={task.id} side="company" />
      <Stack component="section" aria-labelledby="task-pairs-title" spacing={1.5}>
        <Typography id="task-pairs-title" variant="h3" component="h2">
          Исполнители
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {companyRuleText(task.acceptance_days)}
        </Typography>
        {task.can_invite && <TaskContractorsImportButton taskId={task.id} />}
        <PairCounts task={task} />
        <TaskPairs task={task} />
        <TaskPhoneInvites taskId={task.id} />
        <TaskDisconnectedContractors taskId={task.id} />
      </Stack>
      <TaskHistory id={task.id} />
    </Stack>
  );
}
