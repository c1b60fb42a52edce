export { WorkflowsPage } from './components/list/workflows-page';
export { WorkflowBuilderPage } from './components/builder/builder-page';
