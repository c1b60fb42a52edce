import type { OfflineModule } from '@/offline/platform/context';
import { dalAssetHandlers } from './assets-routes';
import { dalFolderHandlers } from './folders-routes';
import { seedDemoDal } from './seed';

/** The digital asset library: one folder tree per client, library assets, copies both ways. */
export function createDalModule(): OfflineModule {
  return {
    name: 'dal',
    handlers: (ctx) => [...dalFolderHandlers(ctx), ...dalAssetHandlers(ctx)],
    seed: seedDemoDal,
  };
}
