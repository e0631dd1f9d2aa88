import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
import { SearchField } from '../../../components/search-field';
import { usePagedList } from '../../../lib/paged-list/use-paged-list';
import { notify } from '../../../lib/toast';
import { useTaskChanged, useTasks } from '../api/task-queries';
import { TaskFormDialog } from '../components/task-form-dialog';
import { TasksFilters, TasksScopeToggle } from '../components/tasks-filters';
import { TASKS_LIST, taskListRequest } from '../components/tasks-list-config';
import { TasksCards, TasksTable } from '../components/tasks-views';
import { WorkToPayButton } from '../components/work-to-pay-dialog';
import { TasksImportButton } from '../import/task-import-buttons';

/**
 * /tasks: the company's tasks, server-paged, sorted and filtered (scope, status, period, search) with the
 * state in the address; «Создать задание» saves a draft and opens its page.
 */
export function TasksPage() {
  const navigate = useNavigate();
  const changed = useTaskChanged();
  const [isCreating, setIsCreating] = useState(false);
  const list = usePagedList(TASKS_LIST);
  const { sort, filters, search } = list;
  const tasks = useTasks(taskListRequest(list.paging, sort, filters, search));
  const items = tasks.data?.items ?? [];
  const isFiltered = Object.keys(filters).length > 0 || search !== '';
  const open = (task: { id: string }) => navigate(`/tasks/${task.id}`);

  return (
    <ListPage
      title="Задания"
      actions={
        <Stack direction="row" spacing={1}>
          <TasksImportButton />
          <Button variant="contained" onClick={() => setIsCreating(true)}>
            Создать задание
          </Button>
        </Stack>
      }
      toolbar={
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
            <TasksScopeToggle filters={filters} onChange={list.setFilters} />
            <SearchField
              initialText={search}
              onSearch={(text) => text !== search && list.setSearch(text)}
              label="Поиск"
              placeholder="Название, описание или место"
              sx={{ minWidth: { md: 320 } }}
            />
            <WorkToPayButton />
          </Stack>
          <TasksFilters filters={filters} onChange={list.setFilters} />
        </Stack>
      }
    >
      <ListBody
        query={tasks}
        count={tasks.data?.totalCount ?? 0}
        failureText="Не удалось загрузить задания"
        emptyText={
          isFiltered
            ? 'Заданий с такими условиями нет. Измените фильтры.'
            : 'Заданий пока нет. Создайте первое: исполнители увидят его после публикации.'
        }
        table={<TasksTable items={items} sort={sort} onSort={list.setSort} onOpen={open} />}
        cards={<TasksCards items={items} sort={sort} onSort={list.setSort} onOpen={open} />}
        paging={list}
      />
      {isCreating && (
        <TaskFormDialog
          onClose={() => setIsCreating(false)}
          onSaved={(task) => {
            changed(task);
            notify.success('Черновик задания создан');
            setIsCreating(false);
            void navigate(`/tasks/${task.id}`);
          }}
        />
      )}
    </ListPage>
  );
}
