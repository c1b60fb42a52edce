import type { OfflineModule, ServiceContext } from '@/offline/platform/context';
import { refDocHandlers } from './routes';
import { buildRefDocRecord, refDocsOfProject } from './lookup';
import { removeProjectRefDocs } from './ops';
import { RefDocProcessor } from './processing';
import { seedDemoRefDocs } from './seed';

/** Reference documents: file and URL uploads, plain links, delete, file URLs and the `refDocs` child collection. */
export function createRefDocsModule(): OfflineModule {
  let processor: RefDocProcessor | undefined;
  const processorOf = (ctx: ServiceContext) => (processor ??= new RefDocProcessor(ctx));

  return {
    name: 'refdocs',
    handlers: (ctx) => refDocHandlers(ctx, processorOf(ctx)),
    setup(ctx) {
      ctx.projects.children.refDocs = (project, env) =>
        refDocsOfProject(ctx, project.projectUID).map((row) => buildRefDocRecord(row, env.origin));
      ctx.projects.onDeleted.push((project) => {
        removeProjectRefDocs(ctx, processorOf(ctx), project.projectUID).catch((error: unknown) => {
          console.error(
            '[offline service] removing the reference documents of a deleted project failed',
            error,
          );
        });
      });
    },
    seed: seedDemoRefDocs,
    onStateLoaded(ctx) {
      processorOf(ctx).resume();
    },
    dispose() {
      processor?.dispose();
    },
  };
}
