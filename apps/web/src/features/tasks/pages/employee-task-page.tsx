import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { useEmployeeTask } from '../api/task-queries';
import { contractorAcceptByText, contractorRuleText } from '../components/acceptance-texts';
import { EmployeeTaskActions } from '../components/employee-task-actions';
import { MyTaskMoney } from '../components/employee-task-money';
import { nextStepText } from '../components/employee-task-texts';
import { MyStatusChip } from '../components/employee-task-views';
import { TaskDescription, TaskFacts } from '../components/task-facts';
import { TaskFiles } from '../components/task-files';

/** /employee/tasks/{id}: the task, the contractor's part in it, what they may do and what happens next. */
export function EmployeeTaskPage() {
  const { id = '' } = useParams();
  const query = useEmployeeTask(id);
  if (!query.data) {
    return query.isPending ? (
      <PageLoader />
    ) : (
      <QueryRetryPanel query={query} failureText="Не удалось загрузить задание" />
    );
  }
  const task = query.data;
  const my = task.my;
  const isReturned = my?.status === 'IN_PROGRESS' && Boolean(my.return_comment);
  // The window said before the hand-over, and its date once the work is handed over.
  const beforeHandOver = my ? ['INVITED', 'REPLIED', 'CONFIRMED', 'IN_PROGRESS'].includes(my.status) : task.can_reply;
  return (
    <Stack spacing={2.5}>
      <Button component={RouterLink} to="/employee/tasks" sx={{ alignSelf: 'flex-start' }}>
        ← Все задания
      </Button>
      <Stack spacing={1}>
        <PageTitle gutter={0}>{task.name}</PageTitle>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <MyStatusChip task={task} />
          <Typography color="text.secondary">{task.company.name}</Typography>
        </Stack>
      </Stack>
      {isReturned && (
        <Alert severity="warning">
          <strong>Компания вернула работу на доработку:</strong> {my?.return_comment}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography>{nextStepText(task)}</Typography>
          {my?.status === 'CANCELED' && my.reason && (
            <Typography color="text.secondary">Причина: {my.reason}</Typography>
          )}
          {my?.result_comment && my.status !== 'CANCELED' && (
            <Typography color="text.secondary">Ваш комментарий к результату: {my.result_comment}</Typography>
          )}
          {beforeHandOver && <Typography color="text.secondary">{contractorRuleText(task.acceptance_days)}</Typography>}
          {my?.status === 'DONE' && my.accept_by && (
            <Typography color="warning.main">{contractorAcceptByText(my.accept_by)}</Typography>
          )}
          <MyTaskMoney task={task} />
          <EmployeeTaskActions task={task} />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <TaskDescription text={task.description} />
          <TaskFacts task={task} />
        </Stack>
      </Paper>
      <TaskFiles taskId={task.id} side="contractor" />
    </Stack>
  );
}
