export { MyTasksPage } from './my-tasks-page';
