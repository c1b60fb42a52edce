/**
 * Calls `run` once the next frame has been painted (a task queued from requestAnimationFrame
 * runs after that frame's paint; useDeferredValue alone may still render before it).
 * Returns a function that cancels the call.
 */
export function afterNextPaint(run: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) run();
  };
  const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    channel.port1.close();
  };
}
