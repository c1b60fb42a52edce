import { offlineAdminHandlers } from './admin-routes';
import type { OfflineModule } from './context';
import { fileHandlers } from './http/files-routes';

/** Offline-only settings and reset, plus the file URLs. */
export function createAdminModule(): OfflineModule {
  return {
    name: 'admin',
    handlers: (ctx) => [...offlineAdminHandlers(ctx), ...fileHandlers(ctx)],
  };
}
