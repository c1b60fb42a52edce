/**
 * Multi-selection of a list, as file managers do it: click selects one, Ctrl/Cmd-click
 * toggles, Shift-click (or Shift+arrow) selects the range from the anchor, Ctrl+Shift adds
 * the range. Pure functions over ordered ids, so grid and list share them.
 */
export interface Selection {
  ids: ReadonlySet<string>;
  /** Where a range starts; the last item clicked without Shift. */
  anchor: string | null;
}

export const emptySelection: Selection = { ids: new Set(), anchor: null };

export function selectOnly(id: string): Selection {
  return { ids: new Set([id]), anchor: id };
}

export function toggle(selection: Selection, id: string): Selection {
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: id };
}

/** The range from the anchor to `id` in `order`; `add` keeps what was selected before. */
export function selectRange(
  selection: Selection,
  order: readonly string[],
  id: string,
  add = false,
): Selection {
  const anchor =
    selection.anchor !== null && order.includes(selection.anchor) ? selection.anchor : id;
  const from = order.indexOf(anchor);
  const to = order.indexOf(id);
  if (to < 0) return selection;
  const [start, end] = from <= to ? [from, to] : [to, from];
  const ids = new Set(add ? selection.ids : []);
  for (const item of order.slice(start, end + 1)) ids.add(item);
  return { ids, anchor };
}

export function selectAll(order: readonly string[]): Selection {
  return { ids: new Set(order), anchor: order[0] ?? null };
}

/** Drops ids no longer shown (moved, deleted or filtered out). Same object when nothing changes. */
export function keepVisible(selection: Selection, order: readonly string[]): Selection {
  const visible = new Set(order);
  if ([...selection.ids].every((id) => visible.has(id))) return selection;
  const ids = new Set([...selection.ids].filter((id) => visible.has(id)));
  const anchor =
    selection.anchor !== null && visible.has(selection.anchor) ? selection.anchor : null;
  return { ids, anchor };
}

/** How a pointer or key event changes the selection. */
export function selectByEvent(
  selection: Selection,
  order: readonly string[],
  id: string,
  event: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean },
): Selection {
  const additive = event.ctrlKey || event.metaKey;
  if (event.shiftKey) return selectRange(selection, order, id, additive);
  if (additive) return toggle(selection, id);
  return selectOnly(id);
}

/** The selected ids in list order. */
export function orderedSelection(selection: Selection, order: readonly string[]): string[] {
  return order.filter((id) => selection.ids.has(id));
}
