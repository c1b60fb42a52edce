/**
 * Counts React commits in a production build: React reports every commit to the DevTools
 * hook when one is installed before react-dom loads (this module is imported first).
 * Unlike <Profiler>, this needs no profiling build, so timings stay those of production.
 */
interface CommitHook {
  supportsFiber: true;
  renderers: Map<number, unknown>;
  inject: (renderer: unknown) => number;
  onCommitFiberRoot: () => void;
  onCommitFiberUnmount: () => void;
}

declare global {
  interface Window {
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: CommitHook;
  }
}

let commits = 0;

window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject(renderer) {
    this.renderers.set(1, renderer);
    return 1;
  },
  onCommitFiberRoot() {
    commits += 1;
  },
  onCommitFiberUnmount() {
    // Unmounts are part of a commit already counted.
  },
};

export function commitCount(): number {
  return commits;
}
