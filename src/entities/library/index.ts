export { libraryKeys } from './keys';
export { folderTreeQueryOptions } from './queries';
