/**
 * The arithmetic of a virtual list whose items all have the same height, as TanStack Virtual
 * does it for such a list (no padding or scroll margin), so the same items render.
 */

/** Item slots the viewport covers, before clamping to the list: first and last index. */
export interface ViewportSlots {
  first: number;
  last: number;
}

/** One rendered item: its index, its key, and where it sits in the list (px). */
export interface VirtualItem {
  index: number;
  key: string | number;
  start: number;
  end: number;
}

/** The slots a viewport of `height` px scrolled to `top` covers; null when it shows nothing. */
export function viewportSlots(top: number, height: number, itemSize: number): ViewportSlots | null {
  if (height <= 0) return null;
  const first = Math.max(Math.floor(top / itemSize), 0);
  return { first, last: Math.max(first, Math.ceil((top + height) / itemSize) - 1) };
}

/**
 * Indexes to render: the visible ones plus `overscan` on each side, within the list, plus
 * `keep` (an item that must stay mounted, e.g. while dragged) when it is not among them.
 * Nothing while the viewport shows nothing.
 */
export function windowIndexes(
  slots: ViewportSlots | null,
  count: number,
  overscan: number,
  keep = -1,
): number[] {
  if (slots === null || count === 0) return [];
  const lastIndex = count - 1;
  const first = Math.min(slots.first, lastIndex);
  const last = Math.min(Math.max(first, slots.last), lastIndex);
  const indexes: number[] = [];
  for (let i = Math.max(first - overscan, 0); i <= Math.min(last + overscan, lastIndex); i++) {
    indexes.push(i);
  }
  if (keep >= 0 && keep < count && !indexes.includes(keep)) {
    indexes.push(keep);
    indexes.sort((a, b) => a - b);
  }
  return indexes;
}

/**
 * Where to scroll so item `index` is fully visible, moving as little as possible ("auto"
 * alignment); null when it already is.
 */
export function scrollTopFor(
  index: number,
  count: number,
  itemSize: number,
  view: { top: number; height: number; maxTop: number },
): number | null {
  if (count === 0) return null;
  const i = Math.max(0, Math.min(index, count - 1));
  const start = i * itemSize;
  const end = start + itemSize;
  const clamp = (top: number) => Math.max(Math.min(top, view.maxTop), 0);
  if (end >= view.top + view.height)
    return clamp(i === count - 1 ? view.maxTop : end - view.height);
  if (start <= view.top) return clamp(start);
  return null;
}
