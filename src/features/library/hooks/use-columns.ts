import { useLayoutEffect, useState, type RefObject } from 'react';

/** How many cards of at least `minWidth` px (with `gap` between) fit the element's width. */
export function useColumns(
  ref: RefObject<HTMLElement | null>,
  minWidth: number,
  gap: number,
): number {
  const [columns, setColumns] = useState(1);
  // Before the first paint, so a grid never shows one column and then jumps to six.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      setColumns(Math.max(1, Math.floor((width + gap) / (minWidth + gap))));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minWidth, gap]);
  return columns;
}
