import type { OfflineModule } from './context';
import { createAnnotationsModule } from '@/offline/annotations/module';
import { createAssetsModule } from '@/offline/assets/module';
import { createAccountsModule } from '@/offline/users/module';
import { createAdminModule } from './admin-module';
import { createProjectsModule } from '@/offline/projects/module';
import { createTasksModule } from '@/offline/tasks/module';
import { createRefDocsModule } from '@/offline/refdocs/module';
import { createWebhooksModule } from '@/offline/webhooks/module';
import { createWorkflowsModule } from '@/offline/workflows/module';
import { createDalModule } from '@/offline/dal/module';

/**
 * THE list of modules the offline service is made of, in seed order (a module's seed may
 * rely on rows of the modules before it). Add a resource by adding its module here.
 */
export function createModules(): OfflineModule[] {
  return [
    createAccountsModule(),
    createProjectsModule(),
    createAssetsModule(),
    createTasksModule(),
    createRefDocsModule(),
    createAnnotationsModule(),
    createWebhooksModule(),
    createWorkflowsModule(),
    createDalModule(),
    createAdminModule(),
  ];
}
