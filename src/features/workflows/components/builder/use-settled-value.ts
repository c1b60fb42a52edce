import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, caught up with only after the next frame has been painted, at low priority: what
 * depends on the whole workflow (its problems, the picture, the copy kept in this tab) follows
 * typing without holding up the field being typed into. A keystroke costs one frame of lag
 * there; several keystrokes before the frame are caught up with once. (useDeferredValue alone
 * may still render before the paint.)
 */
export function useSettledValue<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    let done = false;
    const channel = new MessageChannel();
    // A task queued from requestAnimationFrame runs after that frame's paint.
    channel.port1.onmessage = () => {
      if (!done) startTransition(() => setSettled(value));
    };
    const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      channel.port1.close();
    };
  }, [value, settled]);
  return settled;
}
