import type { MockModule } from '../context';
import { fileHandlers } from '../handlers/files';
import { mockAdminHandlers } from '../handlers/mock-admin';
import { tokenHandlers } from '../handlers/token';
import { userHandlers } from '../handlers/users';
import { seedDemoDirectory } from '../seed/demo-directory';

/** Token, users and the demo directory (users, clients with their lists). */
export function createAccountsModule(): MockModule {
  return {
    name: 'accounts',
    handlers: (ctx) => [...tokenHandlers(ctx), ...userHandlers(ctx)],
    seed: seedDemoDirectory,
  };
}

/** Offline-only settings and reset, plus the file URLs. */
export function createAdminModule(): MockModule {
  return {
    name: 'admin',
    handlers: (ctx) => [...mockAdminHandlers(ctx), ...fileHandlers(ctx)],
  };
}
