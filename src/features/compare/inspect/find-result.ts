import type { FindStop, VersionMatch } from './find-pairs';

/** What the compare view shows of find: each version's matches, the stops, the current one. */
export interface CompareFindResult {
  before: readonly VersionMatch[];
  after: readonly VersionMatch[];
  stops: readonly FindStop[];
  /** Index into `stops`; -1 before next or previous is used. */
  current: number;
}

export const NO_FIND_RESULT: CompareFindResult = { before: [], after: [], stops: [], current: -1 };
