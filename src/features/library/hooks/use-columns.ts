import { useLayoutEffect, useState, type RefObject } from 'react';

export interface GridColumns {
  /** How many cards fit; 0 until the element has been measured. */
  columns: number;
  /** Each column's width in whole pixels (0 until measured). */
  columnWidth: number;
}

/**
 * How many cards of at least `minWidth` px (with `gap` between, `inset` px of padding on each
 * side of a row) fit the element's width, and how wide each column is. Columns are whole
 * pixels: with fractional `1fr` columns, neighbouring cards come out a fraction of a pixel
 * apart and the browser paints the same thumbnail once per size (an SVG is drawn again for
 * each), which doubled the paint work of a screenful.
 */
export function useColumns(
  ref: RefObject<HTMLElement | null>,
  minWidth: number,
  gap: number,
  inset: number,
): GridColumns {
  const [width, setWidth] = useState(0);
  // Before the first paint, so a grid never shows one column and then jumps to six.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  if (width <= 0) return { columns: 0, columnWidth: 0 };
  const columns = Math.max(1, Math.floor((width + gap) / (minWidth + gap)));
  const columnWidth = Math.max(1, Math.floor((width - 2 * inset - gap * (columns - 1)) / columns));
  return { columns, columnWidth };
}
