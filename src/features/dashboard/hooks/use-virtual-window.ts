import { useLayoutEffect, useMemo, useState } from 'react';
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';
import {
  scrollTopFor,
  viewportSlots,
  windowIndexes,
  type ViewportSlots,
  type VirtualItem,
} from '../model/virtual-window';

export interface VirtualWindowOptions {
  count: number;
  /** Height of every item in px, gap included: the list relies on all items having it. */
  itemSize: number;
  /** Items rendered beyond each edge of the viewport. */
  overscan: number;
  /** The element that scrolls; the list starts at the top of its content. */
  scroller: RefObject<HTMLElement | null>;
  getItemKey: (index: number) => string | number;
  /** An index to render even when scrolled out of view (the dragged card); -1 for none. */
  keep?: number;
}

const sameSlots = (a: ViewportSlots | null, b: ViewportSlots | null) =>
  a === b || (a !== null && b !== null && a.first === b.first && a.last === b.last);

/**
 * A virtual list of equal-height items: only those on screen (and a few beyond) render. It
 * re-renders when the covered slots change, not on every scrolled pixel, and synchronously
 * while scrolling so no blank rows show. Sizes are fixed, so nothing is measured.
 */
export function useVirtualWindow({
  count,
  itemSize,
  overscan,
  scroller,
  getItemKey,
  keep = -1,
}: VirtualWindowOptions) {
  const [slots, setSlots] = useState<ViewportSlots | null>(null);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const update = () => {
      const next = viewportSlots(element.scrollTop, element.clientHeight, itemSize);
      setSlots((current) => (sameSlots(current, next) ? current : next));
    };
    update();
    // Rendered before the browser paints the scrolled frame, as TanStack Virtual does.
    const onScroll = () => flushSync(update);
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [scroller, itemSize]);

  const items = useMemo<VirtualItem[]>(
    () =>
      windowIndexes(slots, count, overscan, keep).map((index) => ({
        index,
        key: getItemKey(index),
        start: index * itemSize,
        end: (index + 1) * itemSize,
      })),
    [slots, count, overscan, keep, getItemKey, itemSize],
  );

  return { items, totalSize: count * itemSize };
}

/** Scrolls `element`, a virtual window's scroller, as little as needed to show item `index` whole. */
export function scrollToItem(element: HTMLElement, index: number, count: number, itemSize: number) {
  const top = scrollTopFor(index, count, itemSize, {
    top: element.scrollTop,
    height: element.clientHeight,
    maxTop: element.scrollHeight - element.clientHeight,
  });
  if (top !== null) element.scrollTop = top;
}
