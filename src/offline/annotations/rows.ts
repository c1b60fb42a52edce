import type { AnnotationShape } from '@/api/types';

/**
 * Storage row of an annotation (region annotation or reply). Mirrors the wire record of
 * decisions.md plus who may edit it; built into the API shape by records/annotation.ts.
 */
export interface AnnotationRow {
  annotationUID: string;
  assetUID: string;
  /** The project of the asset, kept so cleanup and events need no asset lookup. */
  projectUID: string;
  /** The asset's latest version when the annotation was made. */
  version: number;
  /** Zero-based page. */
  pageNumber: number;
  text: string;
  /** Set on replies; a reply's parent is always a top-level annotation. */
  parentAnnotationUID: string | null;
  /** Null on replies and on plain page comments. */
  shape: AnnotationShape | null;
  /** Null for an external reviewer. */
  createdByUserUID: string | null;
  createdByName: string;
  /**
   * Who may edit and delete it: `user:<userUID>` for a signed-in user, `ext:<taskUID>` for
   * the external review session of that task.
   */
  creatorKey: string;
  /** UTC ISO date-time. */
  created: string;
  isHidden: boolean;
  isCompleted: boolean;
  /** Creation order, so listings are stable when two annotations share a timestamp. */
  seq: number;
}
