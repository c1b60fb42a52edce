/**
 * PDF optional content ("layers": dieline, varnish, white ink, language variants) as the
 * reviewer sees it. The file's own default state is the starting point; the reviewer's
 * changes are kept apart as overrides, so "as the file opens" is always one step away and
 * nothing here ever changes the file.
 */

/** One optional content group of a document. */
export interface PdfLayer {
  id: string;
  name: string;
  /** Shown when the file opens (the document's default configuration). */
  visibleByDefault: boolean;
}

/** The reviewer's changes: layer id to shown (true) or hidden (false). */
export type LayerOverrides = Readonly<Record<string, boolean>>;

/** The part of pdf.js' OptionalContentConfig read here (structural: tests fake it). */
export interface OptionalContentSource {
  getOrder(): unknown;
  [Symbol.iterator](): Iterator<[string, { name?: unknown; visible?: unknown }]>;
}

/** Group ids in the order the file's panel lists them (its /Order), nested lists flattened. */
function orderedIds(order: unknown, into: string[] = []): string[] {
  if (typeof order === 'string') into.push(order);
  else if (Array.isArray(order)) for (const entry of order) orderedIds(entry, into);
  else if (order && typeof order === 'object' && 'order' in order) orderedIds(order.order, into);
  return into;
}

/** The layers of a document: in its /Order first, then any group the order leaves out. */
export function listLayers(config: OptionalContentSource | null): PdfLayer[] {
  if (!config) return [];
  const groups = new Map<string, PdfLayer>();
  for (const [id, group] of config) {
    const name = typeof group.name === 'string' && group.name.trim() ? group.name : id;
    groups.set(id, { id, name, visibleByDefault: group.visible !== false });
  }
  const listed: PdfLayer[] = [];
  for (const id of orderedIds(config.getOrder())) {
    const layer = groups.get(id);
    if (layer && !listed.includes(layer)) listed.push(layer);
  }
  for (const layer of groups.values()) if (!listed.includes(layer)) listed.push(layer);
  return listed;
}

export function isLayerVisible(layer: PdfLayer, overrides: LayerOverrides): boolean {
  return overrides[layer.id] ?? layer.visibleByDefault;
}

/** The overrides after showing or hiding one layer; back to its default drops the override. */
export function setLayerVisible(
  overrides: LayerOverrides,
  layer: PdfLayer,
  visible: boolean,
): LayerOverrides {
  const next = Object.fromEntries(Object.entries(overrides).filter(([id]) => id !== layer.id));
  if (visible !== layer.visibleByDefault) next[layer.id] = visible;
  return next;
}

/** A stable key for a set of overrides (equal overrides, equal key; none is ''). */
export function overridesKey(overrides: LayerOverrides): string {
  return Object.keys(overrides)
    .sort()
    .map((id) => `${id}:${overrides[id] ? '1' : '0'}`)
    .join('|');
}
