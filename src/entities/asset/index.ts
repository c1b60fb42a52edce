export { assetKeys } from './keys';
export { assetQueryOptions } from './queries';
