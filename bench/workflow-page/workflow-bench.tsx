/**
 * The page `npm run bench -- workflow-builder` drives in headless Chromium: a production build
 * mounting the real builder (outline, picture, inspector) on a 200-step workflow, or the bare
 * React Flow baseline with the same nodes; timing helpers and a commit counter on
 * `window.workflowBench`. Not part of the app.
 */
// First: React looks for the commit hook when react-dom loads.
import { commitCount } from '../dashboard-page/commit-counter';
import './bench.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Edge, Node } from '@xyflow/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '@/lib/i18n';
import { BuilderSession } from '@/features/workflows/components/builder/builder-session';
import { layoutGraph } from '@/features/workflows/model/graph-layout';
import { workflowGraph } from '@/features/workflows/model/workflow-graph';
import { BareCanvas } from './bare-canvas';
import { benchActions, benchClient } from './bench-workflow';
import { nextPaint } from '../lib/next-paint';

export interface WorkflowBench {
  /** Mounts ours or the baseline with `steps` steps; resolves once every node is on screen and painted. */
  mount(kind: 'ours' | 'bare', steps: number): Promise<number>;
  unmount(): void;
  settle(): Promise<void>;
  commits(): number;
  resetCommits(): void;
  keyToPaint(): number[];
  resetKeys(): void;
}

declare global {
  interface Window {
    workflowBench: WorkflowBench;
  }
}

/** Resolves when `count` React Flow nodes are in the page (the picture is lazy in the builder). */
function nodesOnScreen(count: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (document.querySelectorAll('.react-flow__node').length < count) return false;
      observer.disconnect();
      resolve();
      return true;
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true });
    check();
  });
}

let root: Root | null = null;
let commitsAtReset = 0;
let keys: number[] = [];
document.addEventListener(
  'keydown',
  (event) => void nextPaint().then((painted) => keys.push(painted - event.timeStamp)),
  true,
);

function bareElements(steps: number): { nodes: Node[]; edges: Edge[] } {
  const graph = workflowGraph(benchActions(steps));
  const { positions } = layoutGraph(graph.nodes, graph.edges);
  return {
    nodes: graph.nodes.map((node) => ({
      id: node.id,
      position: positions.get(node.id) ?? { x: 0, y: 0 },
      data: { label: node.id },
    })),
    edges: graph.edges.map((edge) => ({ id: edge.id, source: edge.source, target: edge.target })),
  };
}

function tree(kind: 'ours' | 'bare', steps: number) {
  if (kind === 'bare') return <BareCanvas {...bareElements(steps)} />;
  const actions = benchActions(steps);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <BuilderSession
            workflowUID="wf-bench"
            client={benchClient}
            workflows={[]}
            saved={{ name: 'Bench workflow', actions, roles: [] }}
            links={{ list: '/', workflow: () => '/' }}
            readOnly={false}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return (
    <QueryClientProvider client={new QueryClient()}>
      <main className="flex w-full flex-col gap-6 px-6 py-6">
        <RouterProvider router={router} />
      </main>
    </QueryClientProvider>
  );
}

window.workflowBench = {
  async mount(kind, steps) {
    await i18n.loadNamespaces(['workflows', 'workflow-inspector', 'workflow-simulation', 'common']);
    const container = document.getElementById('root');
    if (!container) throw new Error('#root is missing');
    sessionStorage.clear();
    const expected = workflowGraph(benchActions(steps)).nodes.length;
    const started = performance.now();
    const next = createRoot(container);
    root = next;
    flushSync(() => next.render(tree(kind, steps)));
    await nodesOnScreen(expected);
    return (await nextPaint()) - started;
  },
  unmount() {
    root?.unmount();
    root = null;
  },
  async settle() {
    await nextPaint();
    await nextPaint();
  },
  commits: () => commitCount() - commitsAtReset,
  resetCommits() {
    commitsAtReset = commitCount();
  },
  keyToPaint: () => [...keys],
  resetKeys() {
    keys = [];
  },
};
