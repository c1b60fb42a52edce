import type { Task } from '@/api/types';

/** What an external reviewer may do on one asset (the review tool's capabilities). */
export interface ExternalCapabilities {
  canAnnotate: boolean;
  canDecide: boolean;
  canDownload: boolean;
  simpleMode: boolean;
}

/** True once the task has its result (or was closed): the link is over. */
export function hasEnded(task: Task): boolean {
  return task.status !== 'Pending';
}

/**
 * The link's permissions as the service enforces them for its session: a read-only link
 * neither annotates nor decides; downloading needs isAllowDownloadAssets; nothing changes
 * once the task has ended.
 */
export function externalCapabilities(task: Task, assetUID: string): ExternalCapabilities {
  const open = !hasEnded(task);
  const writable = open && task.isReadOnly !== true;
  return {
    canAnnotate: writable,
    canDecide: writable && (task.assetUIDs ?? []).includes(assetUID),
    canDownload: task.isAllowDownloadAssets === true,
    simpleMode: task.isSimpleMode === true,
  };
}

/** Whether the link may add annotations in the review tool (simple mode only decides). */
export function linkAnnotates(capabilities: ExternalCapabilities): boolean {
  return capabilities.canAnnotate && !capabilities.simpleMode;
}

/**
 * The asset to show: the one asked for when it belongs to the task, else the first one
 * still without a decision, else the first.
 */
export function assetToShow(task: Task, asked: string | null): string | null {
  const assets = task.assetUIDs ?? [];
  if (asked !== null && assets.includes(asked)) return asked;
  const decided = new Set((task.decisions ?? []).map((d) => d.assetUID));
  return assets.find((uid) => !decided.has(uid)) ?? assets[0] ?? null;
}
