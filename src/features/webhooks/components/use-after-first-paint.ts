import { useEffect, useState } from 'react';

/**
 * False for a component's first paint, true from just after it: for parts that must be on
 * screen from the start but are costly to build (native selects), drawn first as a look-alike.
 * A task queued from requestAnimationFrame runs after that frame is painted; React flushes
 * effects of a synchronous render before the paint, so an effect alone would be too early.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      if (!cancelled) setPainted(true);
    };
    const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      channel.port1.close();
    };
  }, []);
  return painted;
}
