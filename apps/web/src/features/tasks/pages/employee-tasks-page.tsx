import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';
import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
import { usePagedList } from '../../../lib/paged-list/use-paged-list';
import { useEmployeeTasks } from '../api/task-queries';
import { EmployeeTasksCards } from '../components/employee-task-views';
import { TaskStatusFilter } from '../components/tasks-filters';
import { EMPLOYEE_TASKS_LIST, taskListRequest } from '../components/tasks-list-config';

/** /employee/tasks: the tasks offered to the contractor and taken by them, as cards with a status filter. */
export function EmployeeTasksPage() {
  const navigate = useNavigate();
  const list = usePagedList(EMPLOYEE_TASKS_LIST);
  const { sort, filters } = list;
  const tasks = useEmployeeTasks(taskListRequest(list.paging, sort, filters));
  const items = tasks.data?.items ?? [];
  const cards = <EmployeeTasksCards items={items} onOpen={(task) => navigate(`/employee/tasks/${task.id}`)} />;
  return (
    <ListPage
      title="Задания"
      toolbar={
        <Box sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <TaskStatusFilter filters={filters} onChange={list.setFilters} />
        </Box>
      }
    >
      <ListBody
        query={tasks}
        count={tasks.data?.totalCount ?? 0}
        failureText="Не удалось загрузить задания"
        emptyText={
          filters.status
            ? 'Заданий с таким статусом нет. Выберите другой статус.'
            : 'Здесь появятся задания ваших компаний: приглашения к ним и задания, открытые для всех исполнителей. Примите приглашение или откликнитесь — и задание появится в работе.'
        }
        table={cards}
        cards={cards}
        paging={list}
      />
    </ListPage>
  );
}
