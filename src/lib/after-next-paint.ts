import { inNextTask } from './next-task';

/**
 * Calls `run` once the next frame has been painted (a task queued from requestAnimationFrame
 * runs after that frame's paint; useDeferredValue alone may still render before it).
 * Returns a function that cancels the call.
 */
export function afterNextPaint(run: () => void): () => void {
  let cancelled = false;
  let cancelTask: (() => void) | null = null;
  const frame = requestAnimationFrame(() => {
    if (!cancelled) cancelTask = inNextTask(run);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    cancelTask?.();
  };
}
