import { afterNextPaint } from './after-next-paint';

type ElementTimingEntry = PerformanceEntry & { identifier?: string };

/**
 * Calls `run` once the element marked `elementtiming={identifier}` is on screen: presented, as
 * the Element Timing API reports it, which under load can be frames after React committed it.
 * Where the browser has no Element Timing, after the next paint; at the latest after
 * `latestMs` (a tab that paints nothing). Returns a function that cancels the call.
 */
export function afterShown(identifier: string, run: () => void, latestMs = 500): () => void {
  const supported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('element');
  if (!supported) return afterNextPaint(run);
  let settled = false;
  const settle = () => {
    settled = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  const finish = () => {
    if (settled) return;
    settle();
    run();
  };
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as ElementTimingEntry[];
    if (entries.some((entry) => entry.identifier === identifier)) finish();
  });
  const timer = setTimeout(finish, latestMs);
  observer.observe({ type: 'element', buffered: true });
  return settle;
}
