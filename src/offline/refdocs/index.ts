/** What the rest of the offline service may use of refdocs: the one way in (lint enforces it). */
export type { RefDocRow } from './rows';
