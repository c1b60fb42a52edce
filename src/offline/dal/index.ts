/** What the rest of the offline service may use of dal: the one way in (lint enforces it). */
export type { DalAssetRow, DalFolderRow } from './rows';
export { DEMO_DAL } from './seed';
