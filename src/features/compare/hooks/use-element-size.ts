import { useEffect, useState } from 'react';
import type { PixelSize } from '../model/regions';

/**
 * The CSS size of an element, following its resizes. Takes the element itself (from a
 * callback ref), so a panel that is replaced, e.g. on a mode switch, is measured anew.
 */
export function useElementSize(element: HTMLElement | null): PixelSize {
  const [size, setSize] = useState<PixelSize>({ width: 0, height: 0 });
  useEffect(() => {
    if (!element) return;
    const update = () => {
      const box = element.getBoundingClientRect();
      setSize((old) =>
        old.width === box.width && old.height === box.height
          ? old
          : { width: box.width, height: box.height },
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
