import type { OfflineModule, ServiceContext } from '@/offline/platform/context';
import { outboxHandlers } from '@/offline/mail';
import { reviewSessionHandlers } from './review-session-routes';
import { taskHandlers } from './routes';
import { taskActionHandlers } from './actions-routes';
import { taskCreateHandlers } from './create-routes';
import type { ReportSection } from '@/offline/reports';
import { assetReviewStatus, projectReviewStatus } from './review-status';
import { findAssetVersion } from '@/offline/assets';
import { removeAssetFromTasks, removeDecisions, removeTasksOfProject } from './cleanup';
import { onAssetProcessed } from './complete';
import { isOpen } from './kinds';
import { buildTaskRecord } from './record';
import {
  assetsOfProject,
  decisionsOfAsset,
  decisionsOfProject,
  tasksOfAsset,
  tasksOfProject,
} from './store';
import { seedDemoTasks, seedInvitationEmails } from './seed';
import type { ProjectRow } from '@/offline/projects';

/** The decisions on a project's assets (or on one of them) as a proof report section. */
function decisionsSection(
  ctx: ServiceContext,
  project: ProjectRow,
  assetUID?: string,
): ReportSection {
  const names = new Map(assetsOfProject(ctx, project).map((asset) => [asset.assetUID, asset.name]));
  const rows = decisionsOfProject(ctx.db, project.projectUID)
    .filter((d) => assetUID === undefined || d.assetUID === assetUID)
    .sort((a, b) => a.created.localeCompare(b.created))
    .map((d) => [
      names.get(d.assetUID) ?? d.assetUID,
      d.decision,
      d.reviewer,
      d.comment ?? '-',
      `${d.created.replace('T', ' ').slice(0, 16)} UTC`,
    ]);
  return {
    heading: 'Review decisions',
    table: {
      columns: ['Asset', 'Decision', 'Reviewer', 'Comment', 'Date'],
      widths: [3, 2, 2.5, 3.5, 2],
      rows,
    },
    emptyText: 'No asset has been approved or rejected yet.',
  };
}

/**
 * Tasks, review decisions, external review sessions, role bindings and the offline
 * outbox. Plugs the project record (active tasks, reviewStatus), asset reviewStatus, the
 * proof report and the project lifecycle (Completed and Archived projects keep no tasks).
 */
export function createTasksModule(): OfflineModule {
  return {
    name: 'tasks',
    handlers: (ctx) => [
      ...taskHandlers(ctx),
      ...taskCreateHandlers(ctx),
      ...taskActionHandlers(ctx),
      ...reviewSessionHandlers(ctx),
      ...outboxHandlers(ctx),
    ],
    setup(ctx) {
      const { projects } = ctx;
      projects.children.tasks = (project) =>
        tasksOfProject(ctx.db, project.projectUID)
          .filter((task) => isOpen(task.status))
          .map((task) => buildTaskRecord(ctx, task));
      projects.reviewStatus.push((project) =>
        projectReviewStatus(
          tasksOfProject(ctx.db, project.projectUID),
          decisionsOfProject(ctx.db, project.projectUID),
        ),
      );
      projects.recordDependencies.push('tasks', 'decisions');
      projects.assetReviewStatus = (assetUID) =>
        assetReviewStatus(
          tasksOfAsset(ctx.db, assetUID),
          decisionsOfAsset(ctx.db, assetUID),
          assetUID,
        );
      projects.reportSections.push((project) => [decisionsSection(ctx, project)]);
      projects.assetReportSections.push(({ project, assetUID }) => [
        decisionsSection(ctx, project, assetUID),
      ]);
      projects.onAssetDeleted.push(({ assetUID, wholeAsset }) => {
        if (wholeAsset) removeAssetFromTasks(ctx, assetUID);
      });
      // Upload tasks complete when an asset uploaded against them is processed (asset.uploaded fires then).
      ctx.events.subscribe(({ event }) => {
        if (event.EventType !== 'asset.uploaded') return;
        const version = findAssetVersion(ctx, event.Data.AssetUID);
        if (!version) return;
        onAssetProcessed(ctx, {
          projectUID: event.Data.ProjectUID,
          assetUID: version.assetUID,
          version: version.version,
          taskUID: version.taskUID,
        });
      });
      projects.onStateChanged.push(({ project, to }) => {
        if (to === 'Completed' || to === 'Archived') removeTasksOfProject(ctx, project.projectUID);
      });
      projects.onDeleted.push((project) => {
        removeTasksOfProject(ctx, project.projectUID);
        removeDecisions(ctx, (row) => row.projectUID === project.projectUID);
        ctx.db.remove('roleBindings', project.projectUID);
      });
    },
    seed: seedDemoTasks,
    onStateLoaded: seedInvitationEmails,
  };
}
