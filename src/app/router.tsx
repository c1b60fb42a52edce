import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { Spinner } from '@/components/ui';
import { RequireSession } from '@/features/auth';
import { AppLayout } from './layout/app-layout';
import { RootRoute } from './layout/root-route';
import { WorkspaceLayout } from './layout/workspace-layout';
import type { RouteHandle } from './layout/use-document-title';
import { paths } from './paths';
import { loadExternalReviewRoute, loadLoginRoute } from './route-preload';
import { RouteError } from './route-error';

const title = (titleKey: string): RouteHandle => ({ titleKey });
const wide = (titleKey: string): RouteHandle => ({ titleKey, wide: true });

/** Each screen is its own chunk; the route keeps a boundary so a failing screen leaves the shell usable. */
function screen(
  path: string | undefined,
  handle: RouteHandle,
  lazy: NonNullable<RouteObject['lazy']>,
): RouteObject {
  return path === undefined
    ? { index: true, handle, lazy, errorElement: <RouteError /> }
    : { path, handle, lazy, errorElement: <RouteError /> };
}

/** The route tree, without a router, so tests can mount it in a memory router. */
export function createRoutes(): RouteObject[] {
  return [
    {
      Component: RootRoute,
      errorElement: <RouteError />,
      hydrateFallbackElement: (
        <div className="grid min-h-dvh place-items-center">
          <Spinner />
        </div>
      ),
      children: [
        {
          path: paths.login.path,
          handle: title('auth:title'),
          // Lazy, and by its own module (the auth index is in the entry for the session guard):
          // someone who is signed in never downloads the form.
          lazy: loadLoginRoute,
          errorElement: <RouteError />,
        },
        {
          // An external reviewer is no user of the app: no session guard, no app shell.
          // `/compare` too: one page for both, so the review session, its query cache and
          // header stay mounted between the review and compare.
          path: paths.external.pattern,
          handle: title('external:title'),
          lazy: loadExternalReviewRoute,
          errorElement: <RouteError />,
        },
        {
          element: <RequireSession />,
          children: [
            {
              element: <AppLayout />,
              errorElement: <RouteError />,
              children: [
                screen(undefined, wide('shell:nav.dashboard'), () => import('./routes/dashboard')),
                screen(
                  paths.myTasks.path,
                  title('shell:nav.myTasks'),
                  () => import('./routes/my-tasks'),
                ),
                screen(
                  paths.library.path,
                  wide('shell:nav.library'),
                  () => import('./routes/library'),
                ),
                screen(
                  paths.newWorkflow.path,
                  wide('workflows:builder.newTitle'),
                  () => import('./routes/workflow-builder'),
                ),
                screen(
                  paths.workflow.path,
                  wide('workflows:builder.title'),
                  () => import('./routes/workflow-builder'),
                ),
                screen(
                  paths.workflows.path,
                  title('shell:nav.workflows'),
                  () => import('./routes/workflows'),
                ),
                screen(
                  paths.webhooks.path,
                  title('shell:nav.webhooks'),
                  () => import('./routes/webhooks'),
                ),
                screen(paths.users.path, title('shell:nav.users'), () => import('./routes/users')),
                screen(
                  paths.profile.path,
                  title('profile:title'),
                  () => import('./routes/profile'),
                ),
                {
                  path: paths.project.root.path,
                  handle: title('project:page.title'),
                  lazy: () => import('./routes/project'),
                  errorElement: <RouteError />,
                  // Tabs are child routes sharing the page's one loaded project record.
                  children: [
                    screen(undefined, title('project:tabs.overview'), async () => {
                      const { ProjectOverviewTab } = await import('@/features/project');
                      return {
                        Component: () => (
                          <ProjectOverviewTab
                            reviewHref={(assetUID) => paths.review.getHref({ assetUID })}
                          />
                        ),
                      };
                    }),
                    screen(
                      paths.project.assets.path,
                      title('project:tabs.assets'),
                      () => import('./routes/project-assets'),
                    ),
                    screen(
                      paths.project.refDocs.path,
                      title('project:tabs.refDocs'),
                      () => import('./routes/project-refdocs'),
                    ),
                    screen(
                      paths.project.tasks.path,
                      title('project:tabs.tasks'),
                      () => import('./routes/project-tasks'),
                    ),
                  ],
                },
                screen(
                  paths.offlineSettings.path,
                  title('settings:title'),
                  () => import('./routes/offline-settings'),
                ),
                screen(paths.mailbox.path, title('mailbox:title'), async () => ({
                  Component: (await import('@/features/mailbox')).MailboxPage,
                })),
                screen(
                  paths.compare.path,
                  title('compare:title'),
                  () => import('./routes/compare'),
                ),
                screen('*', title('shell:notFound.title'), () => import('./routes/not-found')),
              ],
            },
            {
              // Full-width tools: the review canvas wants every pixel.
              element: <WorkspaceLayout />,
              errorElement: <RouteError />,
              children: [
                screen(
                  paths.review.path,
                  title('review:page.title'),
                  () => import('./routes/review'),
                ),
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}

/** Settles once the router has what its first screen needs (a lazy route's module). */
export function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  let stop = () => {};
  return new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    stop = router.subscribe((state) => state.initialized && resolve());
  }).finally(() => stop());
}
