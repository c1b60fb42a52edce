import type { OfflineModule, ServiceContext } from '@/offline/platform/context';
import { assetHandlers } from './routes';
import { assetFileHandlers } from './files-routes';
import { assetUploadHandlers } from './upload-routes';
import { removeProjectAssets } from './delete';
import { assetUIDsOfProject, assetVersionsOfProject } from './lookup';
import { AssetProcessor } from './processing';
import { buildAssetRecord } from './record';
import { seedDemoAssets } from './seed';

/**
 * Assets: uploads (file, URL, packet) with versions and the storage quota, processing on
 * the service clock, read, delete, download, proof report, the page/thumbnail/original file
 * URLs, the `assets` child collection of projects, and the demo assets.
 */
export function createAssetsModule(): OfflineModule {
  let processor: AssetProcessor | undefined;
  const processorOf = (ctx: ServiceContext) => (processor ??= new AssetProcessor(ctx));

  return {
    name: 'assets',
    handlers: (ctx) => [
      ...assetHandlers(ctx, processorOf(ctx)),
      ...assetUploadHandlers(ctx, processorOf(ctx)),
      ...assetFileHandlers(ctx),
    ],
    setup(ctx) {
      ctx.projects.children.assets = (project, env) =>
        assetVersionsOfProject(ctx, project.projectUID, env.lastVersionOnly).map((row) =>
          buildAssetRecord(ctx, row, env.origin),
        );
      ctx.projects.onDeleted.push((project) => {
        removeProjectAssets(
          ctx,
          processorOf(ctx),
          project,
          assetUIDsOfProject(ctx, project.projectUID),
        ).catch((error: unknown) => {
          console.error('[offline service] removing the files of a deleted project failed', error);
        });
      });
    },
    seed: seedDemoAssets,
    onStateLoaded(ctx) {
      processorOf(ctx).resume();
    },
    dispose() {
      processor?.dispose();
    },
  };
}
