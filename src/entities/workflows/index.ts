export { workflowKeys } from './keys';
