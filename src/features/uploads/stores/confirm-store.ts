import { create } from 'zustand';
import type { Project } from '@/api/types';

/** A file that would become the next version of an asset with the same name. */
export interface VersionCandidate {
  file: File;
  assetName: string;
  currentVersion: number;
  nextVersion: number;
}

/** Files waiting for the person to confirm they are new versions; null when none. */
export interface VersionConfirmation {
  project: Pick<Project, 'projectUID' | 'name'>;
  candidates: VersionCandidate[];
}

export const useVersionConfirmStore = create<{ pending: VersionConfirmation | null }>(() => ({
  pending: null,
}));
