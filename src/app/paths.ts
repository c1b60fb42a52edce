/**
 * The route table: every path the app serves, and the only way to build a link to one.
 * `path` is the router pattern; `getHref` encodes parameters so no screen concatenates URLs.
 */
const segment = encodeURIComponent;

export const paths = {
  dashboard: { path: '/', getHref: () => '/' },
  myTasks: { path: '/tasks', getHref: () => '/tasks' },
  library: { path: '/library', getHref: () => '/library' },
  workflows: { path: '/workflows', getHref: () => '/workflows' },
  webhooks: { path: '/webhooks', getHref: () => '/webhooks' },
  users: { path: '/users', getHref: () => '/users' },
  project: {
    root: {
      path: '/projects/:projectUID',
      getHref: ({ projectUID }: { projectUID: string }) => `/projects/${segment(projectUID)}`,
    },
    assets: {
      path: '/projects/:projectUID/assets',
      getHref: ({ projectUID }: { projectUID: string }) =>
        `/projects/${segment(projectUID)}/assets`,
    },
    refDocs: {
      path: '/projects/:projectUID/refdocs',
      getHref: ({ projectUID }: { projectUID: string }) =>
        `/projects/${segment(projectUID)}/refdocs`,
    },
    tasks: {
      path: '/projects/:projectUID/tasks',
      getHref: ({ projectUID }: { projectUID: string }) => `/projects/${segment(projectUID)}/tasks`,
    },
  },
  review: {
    path: '/review/:assetUID',
    getHref: ({ assetUID }: { assetUID: string }) => `/review/${segment(assetUID)}`,
  },
  external: {
    path: '/external/:token',
    getHref: ({ token }: { token: string }) => `/external/${segment(token)}`,
  },
  offlineSettings: { path: '/offline-settings', getHref: () => '/offline-settings' },
  login: {
    path: '/login',
    /** `next` must be an in-app path (starting with a single "/"); anything else is dropped. */
    getHref: ({ next }: { next?: string } = {}) =>
      next && isAppPath(next) && next !== '/'
        ? `/login?${new URLSearchParams({ next }).toString()}`
        : '/login',
  },
} as const;

/** True for same-app absolute paths; rejects "//host" and "https://..." so redirects stay in the app. */
export function isAppPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}
