import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { Spinner } from '@/components/ui';
import { LoginPage, RequireSession } from '@/features/auth';
import { AppLayout } from './layout/app-layout';
import { RootRoute } from './layout/root-route';
import type { RouteHandle } from './layout/use-document-title';
import { paths } from './paths';
import { RouteError } from './route-error';

const title = (titleKey: string): RouteHandle => ({ titleKey });

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
          // Static: the shell needs the auth feature up front anyway (session guard, dialogs).
          Component: LoginPage,
          errorElement: <RouteError />,
        },
        {
          element: <RequireSession />,
          children: [
            {
              element: <AppLayout />,
              errorElement: <RouteError />,
              children: [
                screen(undefined, title('shell:nav.dashboard'), async () => ({
                  Component: (await import('@/features/dashboard')).DashboardPage,
                })),
                screen(paths.myTasks.path, title('shell:nav.myTasks'), async () => ({
                  Component: (await import('@/features/my-tasks')).MyTasksPage,
                })),
                screen(paths.library.path, title('shell:nav.library'), async () => ({
                  Component: (await import('@/features/library')).LibraryPage,
                })),
                screen(paths.workflows.path, title('shell:nav.workflows'), async () => ({
                  Component: (await import('@/features/workflows')).WorkflowsPage,
                })),
                screen(paths.webhooks.path, title('shell:nav.webhooks'), async () => ({
                  Component: (await import('@/features/webhooks')).WebhooksPage,
                })),
                screen(paths.users.path, title('shell:nav.users'), async () => ({
                  Component: (await import('@/features/users')).UsersPage,
                })),
                screen(
                  paths.offlineSettings.path,
                  title('settings:title'),
                  () => import('./routes/offline-settings'),
                ),
                screen('*', title('shell:notFound.title'), () => import('./routes/not-found')),
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
