import type { OfflineModule } from '@/offline/platform/context';
import { fileHandlers } from '@/offline/platform/http/files-routes';
import { offlineAdminHandlers } from '@/offline/platform/admin-routes';
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

/** Offline-only settings and reset, plus the file URLs. */
export function createAdminModule(): OfflineModule {
  return {
    name: 'admin',
    handlers: (ctx) => [...offlineAdminHandlers(ctx), ...fileHandlers(ctx)],
  };
}
