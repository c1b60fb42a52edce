import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Asset, Task } from '@/api/types';
import type { ExternalCapabilities } from '../model/capabilities';

/**
 * What the review tool gets for one asset of an external review; the app layer renders
 * the review feature's workspace with it (features do not import each other).
 */
export interface ExternalWorkspaceProps {
  asset: Asset;
  task: Task;
  capabilities: ExternalCapabilities;
  /** The external reviewer: no user UID, known by the invited e-mail address. */
  viewer: { userUID: null; fullName: string };
  /** Keeps this review's drafts apart from a signed-in user's in the same tab. */
  draftScope: string;
  assetHref: (assetUID: string) => string;
}

/** What compare gets for the asset under review; the app layer renders the compare feature. */
export interface ExternalCompareProps {
  asset: Asset;
  task: Task;
  /** The Text view reads the originals: only when the link allows downloading them. */
  canReadOriginals: boolean;
  /**
   * A measurement may be kept as an annotation: exactly when the review tool lets this link
   * annotate (an open, writable link that is not in simple mode).
   */
  canAnnotate: boolean;
  /** Back to the review of this asset. */
  reviewHref: string;
}

/**
 * The review tool's own queries for the task and an asset, passed in by the app layer so a
 * decision made in the workspace (which updates its task query) shows here at once.
 */
export interface ReviewQueries<TaskKey extends QueryKey, AssetKey extends QueryKey> {
  task: (taskUID: string) => UseQueryOptions<Task, Error, Task, TaskKey>;
  asset: (assetUID: string) => UseQueryOptions<Asset, Error, Asset, AssetKey>;
}

export interface ExternalReviewPageProps<TaskKey extends QueryKey, AssetKey extends QueryKey> {
  /** The token of the review link (`/external/<token>`). */
  reviewToken: string;
  /** The asset asked for in the address (`?asset=`), if any. */
  assetUID: string | null;
  /** The invitation's language as its link states it (`?lang=de`), if any. */
  linkLanguage?: string | null;
  /** Link to another asset of the review. */
  assetHref: (assetUID: string) => string;
  queries: ReviewQueries<TaskKey, AssetKey>;
  renderWorkspace: (props: ExternalWorkspaceProps) => ReactNode;
  /** What the address shows: the review tool, or compare of the asset's versions. */
  view?: 'review' | 'compare';
  /** Link to compare an asset's versions (offered when it has more than one). */
  compareHref?: (assetUID: string) => string;
  renderCompare?: (props: ExternalCompareProps) => ReactNode;
  /**
   * Called once the open link's asset is on screen (not for a review that is over), after the
   * frame that shows its name: the review tool will be needed, so whoever renders it can start
   * loading it, without competing with the page's first content.
   */
  prepareWorkspace?: () => void;
  /** id of the page's <main>, the skip link's target. */
  mainId: string;
}
