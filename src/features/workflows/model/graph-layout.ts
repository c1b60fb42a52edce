import dagre from '@dagrejs/dagre';
import type { GraphEdge, GraphNode } from './workflow-graph';

export const NODE_SIZE = {
  trigger: { width: 220, height: 64 },
  action: { width: 240, height: 84 },
  end: { width: 160, height: 48 },
  switch: { width: 200, height: 56 },
} as const;

export interface Point {
  x: number;
  y: number;
}

/** Top-left positions from a layered (dagre) layout, left to right in the order things happen. */
export function layoutGraph(
  nodes: readonly GraphNode[],
  edges: readonly GraphEdge[],
): Map<string, Point> {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'LR', nodesep: 24, ranksep: 64, marginx: 16, marginy: 16 });
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
  return positions;
}

/** Layouts by structure (node and edge ids): typing into a step changes no position. */
const cache = new Map<string, Map<string, Point>>();
const CACHE_SIZE = 20;

/** {@link layoutGraph}, recomputed only when nodes or edges are added, removed or rewired. */
export function cachedLayout(
  nodes: readonly GraphNode[],
  edges: readonly GraphEdge[],
): Map<string, Point> {
  const key = `${nodes.map((node) => node.id).join('\n')}#${edges.map((edge) => edge.id).join('\n')}`;
  const found = cache.get(key);
  if (found) return found;
  const layout = layoutGraph(nodes, edges);
  cache.set(key, layout);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
  return layout;
}
