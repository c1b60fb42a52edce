export { WorkflowsPage } from './workflows-page';
