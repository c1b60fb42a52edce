import type { MockModule } from '../context';
import { dalAssetHandlers } from '../handlers/dal-assets';
import { dalFolderHandlers } from '../handlers/dal-folders';
import { seedDemoDal } from '../seed/demo-dal';

/** The digital asset library: one folder tree per client, library assets, copies both ways. */
export function createDalModule(): MockModule {
  return {
    name: 'dal',
    handlers: (ctx) => [...dalFolderHandlers(ctx), ...dalAssetHandlers(ctx)],
    seed: seedDemoDal,
  };
}
