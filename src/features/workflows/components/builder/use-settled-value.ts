import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, caught up with only after the next frame has been painted, at low priority: what
 * depends on the whole workflow follows typing without holding up the field being typed into.
 * Several changes before the frame are caught up with once. With `pauseMs`, only once changes
 * have paused that long (each keystroke would otherwise redraw the picture between two keys).
 * (useDeferredValue alone may still render before the paint.)
 */
export function useSettledValue<T>(value: T, pauseMs = 0): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    let done = false;
    let frame = 0;
    const channel = new MessageChannel();
    // A task queued from requestAnimationFrame runs after that frame's paint.
    channel.port1.onmessage = () => {
      if (!done) startTransition(() => setSettled(value));
    };
    const timer = window.setTimeout(() => {
      frame = requestAnimationFrame(() => channel.port2.postMessage(null));
    }, pauseMs);
    return () => {
      done = true;
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
      channel.port1.close();
    };
  }, [value, settled, pauseMs]);
  return settled;
}
