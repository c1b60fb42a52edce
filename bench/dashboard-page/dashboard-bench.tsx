/**
 * The page `npm run bench -- dashboard` drives in headless Chromium: a production build that
 * mounts the real dashboard (or the bare baseline) on React Query data already in memory, and
 * exposes timing helpers and a commit counter on `window.dashboardBench`. Not part of the app.
 */
// First: React looks for the commit hook when react-dom loads.
import { commitCount } from './commit-counter';
import '@/lib/i18n';
import './bench.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setSession } from '@/api/session';
import type { ClientDirectory, Project } from '@/api/types';
import { DashboardPage } from '@/features/dashboard';
import { projectKeys } from '@/entities/project/keys';
import { userKeys } from '@/entities/users/keys';
import { DEFAULT_STATES } from '@/features/dashboard/model/filters';
import { BareBoard } from './bare-board';
import { benchClient, benchProjects } from './bench-data';
import { installFakeService } from './fake-service';
import { nextPaint } from '../lib/next-paint';

export interface DashboardBench {
  /** Puts `count` projects over `columns` columns into the query cache (and the fake service). */
  load(count: number, columns: number, activeOnly: boolean): void;
  /** Mounts the real dashboard or the baseline; resolves with ms from render to the next paint. */
  mount(kind: 'ours' | 'bare'): Promise<number>;
  unmount(): void;
  /** Resolves once the next two frames have been painted. */
  settle(): Promise<void>;
  /** React commits since the last reset. */
  commits(): number;
  resetCommits(): void;
  /** ms from each pointer move to the next paint, since the last reset. */
  moveToPaint(): number[];
  /** ms from each keydown to the next paint, since the last reset. */
  keyToPaint(): number[];
  resetKeys(): void;
  /** ms from the last keydown until a status line reads exactly `text`. */
  waitForStatus(text: string): Promise<number>;
}

declare global {
  interface Window {
    dashboardBench: DashboardBench;
  }
}

let client: ClientDirectory = benchClient(4);
let projects: Project[] = [];
let root: Root | null = null;
let commitsAtReset = 0;
let keys: number[] = [];
let moves: number[] = [];
let lastKeyAt = 0;

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
});
setSession({
  token: 'bench-token',
  expirationDate: new Date(Date.now() + 24 * 3_600_000).toISOString(),
  userName: 'bench@demo.test',
});
installFakeService(() => projects);

document.addEventListener(
  'pointermove',
  (event) => {
    void nextPaint().then((painted) => moves.push(painted - event.timeStamp));
  },
  true,
);
document.addEventListener(
  'keydown',
  (event) => {
    lastKeyAt = event.timeStamp;
    void nextPaint().then((painted) => keys.push(painted - event.timeStamp));
  },
  true,
);

function tree(kind: 'ours' | 'bare'): ReactNode {
  const element =
    kind === 'ours' ? (
      <DashboardPage projectHref={(uid) => `/projects/${uid}`} />
    ) : (
      <BareBoard client={client} projects={projects} />
    );
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return (
    <QueryClientProvider client={queryClient}>
      {/* Wide enough for five columns side by side: the drag measures pointer moves, not auto-scrolling. */}
      <main className="flex w-full flex-col gap-6 px-6 py-6">
        <RouterProvider router={router} />
      </main>
    </QueryClientProvider>
  );
}

window.dashboardBench = {
  load(count, columns, activeOnly) {
    client = benchClient(columns);
    projects = benchProjects(client, count, activeOnly);
    queryClient.clear();
    queryClient.setQueryData(userKeys.directory(), [client]);
    queryClient.setQueryData(projectKeys.list({ states: DEFAULT_STATES, query: '' }), projects);
  },
  async mount(kind) {
    const container = document.getElementById('root');
    if (!container) throw new Error('#root is missing');
    const started = performance.now();
    const next = createRoot(container);
    root = next;
    flushSync(() => next.render(tree(kind)));
    return (await nextPaint()) - started;
  },
  unmount() {
    root?.unmount();
    root = null;
  },
  async settle() {
    // Two frames: effects that run after the first paint (and what they commit) are done too.
    await nextPaint();
    await nextPaint();
  },
  commits: () => commitCount() - commitsAtReset,
  resetCommits() {
    commitsAtReset = commitCount();
    moves = [];
  },
  moveToPaint: () => [...moves],
  keyToPaint: () => [...keys],
  resetKeys() {
    keys = [];
  },
  waitForStatus(text) {
    return new Promise((resolve) => {
      const check = () => {
        const statuses = document.querySelectorAll('[role="status"]');
        if (![...statuses].some((status) => status.textContent === text)) return;
        observer.disconnect();
        resolve(performance.now() - lastKeyAt);
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      check();
    });
  },
};
