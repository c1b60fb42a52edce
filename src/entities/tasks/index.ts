export { taskKeys } from './keys';
export { taskQueryOptions } from './queries';
