export { MyTasksPage } from './components/my-tasks-page';
export { ProjectTasksTab } from './components/project-tasks-tab';
export type { TaskLinks } from './model/links';
export { NextTaskOffer } from './components/next-task-offer';
