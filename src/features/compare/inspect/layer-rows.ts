import { setLayerVisible, type LayerOverrides, type PdfLayer } from '@/lib/pdf';

/**
 * The layers of two versions as one list, matched by name: a "Dieline" of version 1 is the
 * "Dieline" of version 2 whatever pdf.js calls their groups. A layer one version has alone
 * is its own row.
 */
export interface LayerRow {
  /** Stable within one pair of lists: the name and which of its namesakes it is. */
  key: string;
  name: string;
  before: PdfLayer | null;
  after: PdfLayer | null;
}

/** The reviewer's choices: row key to shown (true) or hidden (false). */
export type LayerChoices = Readonly<Record<string, boolean>>;

/** Keys by name; a name twice in one file is matched in its order ("Text", then "Text#2"). */
function keyed(layers: readonly PdfLayer[]): { key: string; layer: PdfLayer }[] {
  const seen = new Map<string, number>();
  return layers.map((layer) => {
    const count = (seen.get(layer.name) ?? 0) + 1;
    seen.set(layer.name, count);
    return { key: count === 1 ? layer.name : `${layer.name}#${String(count)}`, layer };
  });
}

/**
 * One row per layer name, in the older version's order; a layer only the newer version has
 * goes after the one it follows there (so a new "Text FR" stands by "Text DE").
 */
export function matchLayers(before: readonly PdfLayer[], after: readonly PdfLayer[]): LayerRow[] {
  const rows: LayerRow[] = keyed(before).map(({ key, layer }) => ({
    key,
    name: layer.name,
    before: layer,
    after: null,
  }));
  let insertAt = 0;
  for (const { key, layer } of keyed(after)) {
    const found = rows.findIndex((row) => row.key === key);
    if (found >= 0) {
      rows[found] = { ...(rows[found] as LayerRow), after: layer };
      insertAt = found + 1;
    } else {
      rows.splice(insertAt, 0, { key, name: layer.name, before: null, after: layer });
      insertAt++;
    }
  }
  return rows;
}

/** Shown as the files open: true, false, or 'mixed' when the two versions differ. */
export function rowDefault(row: LayerRow): boolean | 'mixed' {
  const states = [row.before, row.after].flatMap((l) => (l ? [l.visibleByDefault] : []));
  return states.every((s) => s === states[0]) ? (states[0] ?? true) : 'mixed';
}

/** What a row shows now: the reviewer's choice, else the files' own state. */
export function rowShown(row: LayerRow, choices: LayerChoices): boolean | 'mixed' {
  return choices[row.key] ?? rowDefault(row);
}

/** The choices after showing or hiding a row in both versions; back to the files' own drops it. */
export function chooseLayer(choices: LayerChoices, row: LayerRow, visible: boolean): LayerChoices {
  const next = Object.fromEntries(Object.entries(choices).filter(([key]) => key !== row.key));
  if (visible !== rowDefault(row)) next[row.key] = visible;
  return next;
}

/** The reviewer's choices as one version's overrides for pdf.js (its own group ids). */
export function overridesFor(
  rows: readonly LayerRow[],
  choices: LayerChoices,
  side: 'before' | 'after',
): LayerOverrides {
  let overrides: LayerOverrides = {};
  for (const row of rows) {
    const layer = row[side];
    const choice = choices[row.key];
    if (layer && choice !== undefined) overrides = setLayerVisible(overrides, layer, choice);
  }
  return overrides;
}
