export { ProjectFormDialog } from './components/form/project-form-dialog';
export type { ProjectFormDialogProps } from './components/form/project-form-dialog';
export { ProjectPage } from './components/page/project-page';
export type { ProjectPageProps } from './components/page/project-page';
export { ProjectOverviewTab } from './components/overview/overview-tab';
