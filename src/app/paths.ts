/**
 * The route table: every path the app serves, and the only way to build a link to one.
 * `path` is the router pattern; `getHref` encodes parameters so no screen concatenates URLs.
 */
const segment = encodeURIComponent;

export const paths = {
  dashboard: {
    path: '/',
    /** `clientUID` and `folderUID` open it filtered: the dashboard reads `client` and `folder` from the URL. */
    getHref: ({ clientUID, folderUID }: { clientUID?: string; folderUID?: string } = {}) => {
      const query = new URLSearchParams();
      if (clientUID) query.set('client', clientUID);
      if (folderUID) query.set('folder', folderUID);
      const search = query.toString();
      return search ? `/?${search}` : '/';
    },
  },
  myTasks: { path: '/tasks', getHref: () => '/tasks' },
  library: {
    path: '/library',
    /** `folder` opens that folder; `asset` also opens a library asset's details. */
    getHref: ({ folder, asset }: { folder?: string | null; asset?: string | null } = {}) => {
      const query = new URLSearchParams();
      if (folder) query.set('folder', folder);
      if (asset) query.set('asset', asset);
      const search = query.toString();
      return `/library${search ? `?${search}` : ''}`;
    },
  },
  workflows: { path: '/workflows', getHref: () => '/workflows' },
  /** A new workflow of `client`, from a starter (see the Workflows list). */
  newWorkflow: {
    path: '/workflows/new',
    getHref: ({ client, starter, name }: { client: string; starter: string; name: string }) =>
      `/workflows/new?${new URLSearchParams({ client, starter, name }).toString()}`,
  },
  workflow: {
    path: '/workflows/:workflowUID',
    getHref: ({ workflowUID }: { workflowUID: string }) => `/workflows/${segment(workflowUID)}`,
  },
  webhooks: { path: '/webhooks', getHref: () => '/webhooks' },
  users: { path: '/users', getHref: () => '/users' },
  /** The signed-in person: name, plan, clients, session (from the user menu). */
  profile: { path: '/profile', getHref: () => '/profile' },
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
    /** `taskUID` opens the asset inside that review task (decisions); `version` an older version. */
    getHref: ({
      assetUID,
      taskUID,
      version,
    }: {
      assetUID: string;
      taskUID?: string | null;
      version?: number | null;
    }) => {
      const query = new URLSearchParams();
      if (taskUID) query.set('taskUID', taskUID);
      if (version !== undefined && version !== null) query.set('version', String(version));
      const search = query.toString();
      return `/review/${segment(assetUID)}${search ? `?${search}` : ''}`;
    },
  },
  /** Two versions of an asset side by side, overlaid and as a difference; `from` is the older. */
  compare: {
    path: '/review/:assetUID/compare',
    getHref: ({ assetUID, from, to }: { assetUID: string; from?: number; to?: number }) => {
      const query = new URLSearchParams();
      if (from !== undefined) query.set('from', String(from));
      if (to !== undefined) query.set('to', String(to));
      const search = query.toString();
      return `/review/${segment(assetUID)}/compare${search ? `?${search}` : ''}`;
    },
  },
  external: {
    path: '/external/:token',
    /** The router's pattern: the review, or compare of its asset (`view` is `compare`). */
    pattern: '/external/:token/:view?',
    /**
     * `asset` opens that asset of the review (else the first one still to decide); `lang` is
     * the link's language, kept from asset to asset.
     */
    getHref: ({
      token,
      asset,
      lang,
    }: {
      token: string;
      asset?: string | null;
      lang?: string | null;
    }) => {
      const query = new URLSearchParams({ ...(asset ? { asset } : {}), ...(lang ? { lang } : {}) });
      return `/external/${segment(token)}${query.size > 0 ? `?${query.toString()}` : ''}`;
    },
  },
  /**
   * Compare of an external review's asset: the token stays in the path (never in the query);
   * `from` and `to` as in compare, `lang` kept from the link.
   */
  externalCompare: {
    path: '/external/:token/compare',
    view: 'compare',
    getHref: ({
      token,
      asset,
      lang,
      from,
      to,
    }: {
      token: string;
      asset: string;
      lang?: string | null;
      from?: number;
      to?: number;
    }) => {
      const query = new URLSearchParams({ asset });
      if (from !== undefined) query.set('from', String(from));
      if (to !== undefined) query.set('to', String(to));
      if (lang) query.set('lang', lang);
      return `/external/${segment(token)}/compare?${query.toString()}`;
    },
  },
  offlineSettings: { path: '/offline-settings', getHref: () => '/offline-settings' },
  /** Offline demo only: the e-mails the offline service sent. */
  mailbox: { path: '/mailbox', getHref: () => '/mailbox' },
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
