import type { Asset, RefDoc, ReviewStatus, Task, WorkflowRef } from '@/api/types';
import type { ReportSection } from '@/offline/reports';
import type { ProjectRow, ProjectStateName } from '@/offline/projects';
import type { RoleBindingEntry } from '@/offline/tasks';
import type { TableName } from './store/tables';

/** What child-collection providers get besides the project. */
interface ChildEnv {
  /** Origin for file URLs (the request's origin). */
  origin: string;
  /** IsLoadLastVerAssets: only the latest version of each asset. */
  lastVersionOnly: boolean;
}

export interface ProjectStateChange {
  /** The row after the change. */
  project: ProjectRow;
  from: ProjectStateName;
  to: ProjectStateName;
}

/**
 * Plug-in points other modules fill in their `setup` so projects learn about assets,
 * tasks, reference documents and workflows without this core knowing those tables.
 */
export interface ProjectExtensions {
  /** Child collections; a missing provider yields an empty array when asked for. */
  children: {
    assets?: (project: ProjectRow, env: ChildEnv) => Asset[];
    tasks?: (project: ProjectRow, env: ChildEnv) => Task[];
    refDocs?: (project: ProjectRow, env: ChildEnv) => RefDoc[];
  };
  /** Contributions to reviewStatus, summed (pending tasks, approvals, rejections). */
  reviewStatus: ((project: ProjectRow) => Partial<ReviewStatus>)[];
  /**
   * Tables whose writes change what the project record shows (review counts, workflow
   * names): project records are cached until one of them or the project changes.
   */
  recordDependencies: TableName[];
  /** Resolves a workflow of a client; without a provider no workflow is available. */
  findWorkflow?: (clientUID: string, workflowUID: string) => WorkflowRef | undefined;
  /** After a state change was applied (e.g. Completed deletes the project's tasks). */
  onStateChanged: ((change: ProjectStateChange) => void)[];
  /** Before a project row is removed (remove its assets, tasks, files...). */
  onDeleted: ((project: ProjectRow) => void)[];
  /** Extra sections of the project proof report (decisions, annotations...). */
  reportSections: ((project: ProjectRow) => ReportSection[] | Promise<ReportSection[]>)[];
  /** reviewStatus of an asset (all versions), from tasks and decisions; absent = all zero. */
  assetReviewStatus?: (assetUID: string) => ReviewStatus;
  /** The asset an annotation belongs to (review-session scope checks); set by the annotations module. */
  annotationAssetUID?: (annotationUID: string) => string | undefined;
  /** After users were bound to workflow roles of a project (the UserRolesAssigned trigger). */
  onRolesAssigned: ((change: RolesAssigned) => void)[];
  /** After asset versions were removed (their tasks' references, annotations, attachments go too). */
  onAssetDeleted: ((deletion: AssetDeletion) => void)[];
  /** Extra sections of an asset proof report (decisions, annotations...). */
  assetReportSections: ((
    asset: AssetReportSubject,
  ) => ReportSection[] | Promise<ReportSection[]>)[];
}

/** What DELETE /api/v1/asset (or a project deletion) removed. */
export interface AssetDeletion {
  project: ProjectRow;
  assetUID: string;
  /** The versions removed, ascending. */
  versions: number[];
  /** True when no version of the asset is left. */
  wholeAsset: boolean;
}

/** The asset version a proof report is made for. */
interface AssetReportSubject {
  project: ProjectRow;
  assetUID: string;
  version: number;
  name: string;
}

/** Role bindings of a project after an AssignUserRoles task completed (or an owner set them). */
export interface RolesAssigned {
  project: ProjectRow;
  /** Every binding of the project after the change. */
  roles: RoleBindingEntry[];
  /** The AssignUserRoles task that provided them, if any. */
  taskUID: string | null;
}

export function createProjectExtensions(): ProjectExtensions {
  return {
    children: {},
    reviewStatus: [],
    recordDependencies: ['clients'],
    onStateChanged: [],
    onDeleted: [],
    reportSections: [],
    onRolesAssigned: [],
    onAssetDeleted: [],
    assetReportSections: [],
  };
}
