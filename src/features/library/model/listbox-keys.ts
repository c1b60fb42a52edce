/**
 * Where the active option goes for a key in a grid (or single-column list) of `count`
 * options laid out `columns` wide; null for keys that do not move it. Left and right are
 * swapped in right-to-left layouts, as the cards are.
 */
export function nextActiveIndex(
  key: string,
  active: number,
  count: number,
  columns: number,
  rtl: boolean,
): number | null {
  if (count === 0) return null;
  const at = Math.min(Math.max(active, 0), count - 1);
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  let next: number;
  switch (key) {
    case forward:
      next = at + 1;
      break;
    case backward:
      next = at - 1;
      break;
    case 'ArrowDown':
      next = at + columns;
      break;
    case 'ArrowUp':
      next = at - columns;
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = count - 1;
      break;
    case 'PageDown':
      next = at + columns * 5;
      break;
    case 'PageUp':
      next = at - columns * 5;
      break;
    default:
      return null;
  }
  return Math.min(Math.max(next, 0), count - 1);
}
