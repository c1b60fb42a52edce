import type { OfflineModule } from '@/offline/platform/context';
import { tokenHandlers } from './token-routes';
import { userHandlers } from './routes';
import { seedDemoDirectory } from './seed';

/** Token, users and the demo directory (users, clients with their lists). */
export function createAccountsModule(): OfflineModule {
  return {
    name: 'accounts',
    handlers: (ctx) => [...tokenHandlers(ctx), ...userHandlers(ctx)],
    seed: seedDemoDirectory,
  };
}
