import type { OfflineTimer } from '@/offline/platform/clock';
import type { OfflineModule, ServiceContext } from '@/offline/platform/context';
import { finishTransit } from './ops';
import { projectActionHandlers } from './actions-routes';
import { projectHandlers } from './routes';
import { seedDemoProjects } from './seed';
import type { ProjectRow } from './rows';

/**
 * Projects: list, create, edit, delete, state (with the InTransit timers), metadata,
 * Kanban column, folder and proof report.
 */
export function createProjectsModule(): OfflineModule {
  const transitTimers = new Map<string, OfflineTimer>();

  function cancelAll(): void {
    for (const timer of transitTimers.values()) timer.cancel();
    transitTimers.clear();
  }

  function scheduleTransit(ctx: ServiceContext, row: ProjectRow): void {
    if (!row.transit) return;
    transitTimers.get(row.projectUID)?.cancel();
    const remainingRealMs = Math.max(0, row.transit.until - ctx.clock.now());
    const uid = row.projectUID;
    const timer = ctx.clock.schedule(remainingRealMs * ctx.clock.timeScale, () => {
      transitTimers.delete(uid);
      return ctx.background(() => finishTransit(ctx, uid));
    });
    transitTimers.set(uid, timer);
  }

  return {
    name: 'projects',
    handlers: (ctx) => [...projectHandlers(ctx), ...projectActionHandlers(ctx)],
    setup(ctx) {
      ctx.projects.onStateChanged.push(({ project, to }) => {
        if (to === 'InTransit') scheduleTransit(ctx, project);
      });
      ctx.projects.onDeleted.push((project) => {
        transitTimers.get(project.projectUID)?.cancel();
        transitTimers.delete(project.projectUID);
      });
    },
    seed: seedDemoProjects,
    onStateLoaded(ctx) {
      cancelAll();
      for (const row of ctx.db.rows('projects')) {
        if (row.state === 'InTransit') scheduleTransit(ctx, row);
      }
    },
    dispose: cancelAll,
  };
}
