import type { MockModule } from './context';
import { createAnnotationsModule } from './modules/annotations-module';
import { createAssetsModule } from './modules/assets-module';
import { createAccountsModule, createAdminModule } from './modules/core-modules';
import { createProjectsModule } from './modules/projects-module';
import { createTasksModule } from './modules/tasks-module';
import { createRefDocsModule } from './modules/refdocs-module';
import { createWebhooksModule } from './modules/webhooks-module';
import { createWorkflowsModule } from './modules/workflows-module';
import { createDalModule } from './modules/dal-module';

/**
 * THE list of modules the offline service is made of, in seed order (a module's seed may
 * rely on rows of the modules before it). Add a resource by adding its module here.
 */
export function createModules(): MockModule[] {
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
