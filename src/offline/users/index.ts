/** What the rest of the offline service may use of users: the one way in (lint enforces it). */
export { requireClientAdmin } from './admin-rights';
export { canSeeClient, requireClient, requireVisibleProject, usersOfClient } from './permissions';
export { seedDemoDirectory } from './seed';
export { sessionIsValid, tokenExpiry } from './token';
export type { ClientRow, PlanName, SessionRow, UserRow } from './rows';
