import dagre from '@dagrejs/dagre';
import type { GraphEdge, GraphNode } from './workflow-graph';

/** Laid-out size of each node kind; the canvas nodes are drawn to these widths. */
export const NODE_SIZE = {
  trigger: { width: 220, height: 76 },
  action: { width: 240, height: 100 },
  end: { width: 180, height: 52 },
  switch: { width: 200, height: 60 },
} as const;

/** The on-screen size of a node label never goes under this at fit (px). */
export const MIN_LABEL_PX = 12;
/** The CSS font size of node labels (px); the fit zoom never goes under MIN_LABEL_PX / this. */
export const LABEL_FONT_PX = 14;
export const READABLE_ZOOM = MIN_LABEL_PX / LABEL_FONT_PX;

export type LayoutDirection = 'TB' | 'LR';

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface GraphLayout {
  direction: LayoutDirection;
  positions: Map<string, Point>;
  /** The laid-out graph's extent, from (0, 0). */
  size: Size;
}

/** Top-left positions from a layered (dagre) layout, in the order things happen. */
export function layoutGraph(
  nodes: readonly GraphNode[],
  edges: readonly GraphEdge[],
  direction: LayoutDirection = 'LR',
): GraphLayout {
  const graph = new dagre.graphlib.Graph();
  const ranksep = direction === 'TB' ? 40 : 56;
  graph.setGraph({ rankdir: direction, nodesep: 24, ranksep, marginx: 16, marginy: 16 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.id, { ...NODE_SIZE[node.kind] });
  for (const edge of edges) graph.setEdge(edge.source, edge.target);
  dagre.layout(graph);
  const positions = new Map<string, Point>();
  for (const node of nodes) {
    const placed = graph.node(node.id) as { x: number; y: number };
    const size = NODE_SIZE[node.kind];
    positions.set(node.id, { x: placed.x - size.width / 2, y: placed.y - size.height / 2 });
  }
  const extent = graph.graph() as { width?: number; height?: number };
  const { width = 0, height = 0 } = extent;
  return { direction, positions, size: { width, height } };
}

/** The zoom at which `size` fits into `pane`, at most 1. */
export function fitZoom(size: Size, pane: Size, padding = 16): number {
  if (size.width <= 0 || size.height <= 0) return 1;
  const zoom = Math.min(
    (pane.width - 2 * padding) / size.width,
    (pane.height - 2 * padding) / size.height,
  );
  return Math.min(1, Math.max(0, zoom));
}

/**
 * Lays the graph out to the pane: top to bottom or left to right, whichever fits it at the
 * larger zoom (a tall pane mostly gets top to bottom, a wide one left to right); on a tie the
 * pane's own shape decides.
 */
export function layoutForPane(
  nodes: readonly GraphNode[],
  edges: readonly GraphEdge[],
  pane: Size,
): GraphLayout {
  const tall = layoutGraph(nodes, edges, 'TB');
  const wide = layoutGraph(nodes, edges, 'LR');
  const tallZoom = fitZoom(tall.size, pane);
  const wideZoom = fitZoom(wide.size, pane);
  if (Math.abs(tallZoom - wideZoom) < 0.01) return pane.height >= pane.width ? tall : wide;
  return tallZoom > wideZoom ? tall : wide;
}

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/**
 * The view "fit" shows: the whole graph when it fits with labels at least MIN_LABEL_PX high;
 * otherwise the readable zoom, with the start of the graph (its top or left edge) in view and
 * the rest a pan away. Each axis that fits is centred.
 */
export function readableFit(size: Size, pane: Size, padding = 16): Viewport {
  const zoom = Math.max(READABLE_ZOOM, fitZoom(size, pane, padding));
  const place = (extent: number, room: number) =>
    extent * zoom <= room - 2 * padding ? (room - extent * zoom) / 2 : padding;
  return { x: place(size.width, pane.width), y: place(size.height, pane.height), zoom };
}

/** Layouts by structure and direction: typing into a step changes no position. */
const cache = new Map<string, GraphLayout>();
const CACHE_SIZE = 20;

/** {@link layoutForPane}, recomputed only when the structure or the chosen direction could change. */
export function cachedLayout(
  nodes: readonly GraphNode[],
  edges: readonly GraphEdge[],
  pane: Size,
): GraphLayout {
  // The pane's size matters only through the direction chosen; it is rounded so a resize by
  // a few pixels does not lay out again.
  const paneKey = `${Math.round(pane.width / 40)}x${Math.round(pane.height / 40)}`;
  const key = `${nodes.map((node) => node.id).join('\n')}#${edges.map((edge) => edge.id).join('\n')}#${paneKey}`;
  const found = cache.get(key);
  if (found) return found;
  const layout = layoutForPane(nodes, edges, pane);
  cache.set(key, layout);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
  return layout;
}
