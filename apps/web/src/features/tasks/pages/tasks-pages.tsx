/** The route modules of tasks (app/route-pages.ts loads them by these names as one chunk). */
export { EmployeeTaskPage } from './employee-task-page';
export { EmployeeTasksPage } from './employee-tasks-page';
export { TaskPage } from './task-page';
export { TasksPage } from './tasks-page';
