/**
 * Page side of the browser benchmarks: resolves with the time right after the next frame has
 * been painted (a task queued from requestAnimationFrame runs after that frame's paint).
 */
export function nextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}
