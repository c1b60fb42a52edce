export { userKeys } from './keys';
export {
  clientDirectoryQueryOptions,
  findClient,
  useClientDirectory,
  usersById,
  usersOfClient,
} from './queries';
