import type { OfflineModule } from '@/offline/platform/context';
import { workflowHandlers } from './routes';
import { workflowRunHandlers } from './runs-routes';
import { seedDemoWorkflows } from './seed';
import { WorkflowEngine } from './engine';

/**
 * Workflows: CRUD (GET/POST, x-extension PUT/DELETE), ManualTrigger, the run log and the
 * engine that runs a project's workflow on events (see src/offline/workflows).
 */
export function createWorkflowsModule(): OfflineModule {
  const engine = new WorkflowEngine();
  return {
    name: 'workflows',
    handlers: (ctx) => [...workflowHandlers(ctx), ...workflowRunHandlers(ctx, engine)],
    setup(ctx) {
      ctx.projects.findWorkflow = (clientUID, workflowUID) => {
        const row = ctx.db.get('workflows', workflowUID);
        return row?.clientUID === clientUID
          ? { workflowUID: row.workflowUID, name: row.name }
          : undefined;
      };
      ctx.projects.recordDependencies.push('workflows');
      engine.attach(ctx);
    },
    seed: seedDemoWorkflows,
    onStateLoaded: (ctx) => engine.resume(ctx),
    dispose: () => engine.dispose(),
  };
}
