/**
 * Calls `run` in a new task of the event loop (a message to a channel of its own: no timer
 * clamping, no wait for a frame). Returns a function that cancels the call.
 */
export function inNextTask(run: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) run();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}

/**
 * Settles in a new task (see {@link inNextTask}). Work after `await nextTask()` runs in a task
 * apart from the work before it: on a phone, two short tasks leave room for a tap between them
 * where one long one would not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNextTask(resolve));
}
