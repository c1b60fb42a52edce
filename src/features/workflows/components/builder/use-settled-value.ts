import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

/**
 * `value`, caught up with only after the next frame has been painted, at low priority: what
 * depends on the whole workflow (its problems, the picture, the copy kept in this tab) follows
 * typing without holding up the field being typed into. A keystroke costs one frame of lag
 * there; several keystrokes before the frame are caught up with once.
 */
export function useSettledValue<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    return afterNextPaint(() => startTransition(() => setSettled(value)));
  }, [value, settled]);
  return settled;
}
