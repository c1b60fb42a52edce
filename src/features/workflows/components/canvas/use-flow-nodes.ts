import { Position, type Node } from '@xyflow/react';
import type { TFunction } from '@/lib/i18n';
import { useState } from 'react';
import type { Workflow } from '@/api/types';
import type { LayoutDirection, Point } from '../../model/graph-layout';
import type { GraphNode } from '../../model/workflow-graph';
import { stepLabel, triggerLabel } from '../builder/labels';

interface NodeInputs {
  graph: readonly GraphNode[];
  positionOf: (id: string) => Point;
  numbers: ReadonlyMap<string, number>;
  problemCounts: ReadonlyMap<string, number>;
  selected: string | undefined;
  otherWorkflows: readonly Workflow[];
  /** Steps the dry run ran (action uids). */
  simulated: ReadonlySet<string>;
  direction: LayoutDirection;
  t: TFunction;
}

/** What a node's look depends on; an unchanged key keeps the same node object. */
function keyOf(node: GraphNode, inputs: NodeInputs, position: Point): unknown[] {
  const base = [inputs.t, position.x, position.y, inputs.direction];
  switch (node.kind) {
    case 'action':
      return [
        ...base,
        node.action,
        inputs.numbers.get(node.action.uid),
        inputs.problemCounts.get(node.action.uid) ?? 0,
        inputs.selected === node.action.uid,
        inputs.simulated.has(node.action.uid),
        node.unhandled.join(),
      ];
    case 'trigger':
      return [...base, node.reach.kind, 'reason' in node.reach ? node.reach.reason : ''];
    case 'end':
      return base;
    case 'switch':
      return [...base, inputs.otherWorkflows];
  }
}

function toNode(node: GraphNode, inputs: NodeInputs, position: Point): Node {
  const tall = inputs.direction === 'TB';
  // Edges leave and enter along the flow: downwards in a tall layout, rightwards in a wide one.
  const sides = {
    sourcePosition: tall ? Position.Bottom : Position.Right,
    targetPosition: tall ? Position.Top : Position.Left,
  };
  return { ...toNodeAt(node, inputs, position), ...sides };
}

function toNodeAt(node: GraphNode, inputs: NodeInputs, position: Point): Node {
  const { t } = inputs;
  switch (node.kind) {
    case 'trigger':
      return {
        id: node.id,
        type: 'trigger',
        position,
        data: node,
        ariaLabel: t('canvas.triggerNode', { trigger: triggerLabel(t, node.trigger) }),
        selectable: false,
      };
    case 'action': {
      const number = inputs.numbers.get(node.action.uid) ?? 0;
      const selected = inputs.selected === node.action.uid;
      return {
        id: node.id,
        type: 'action',
        position,
        selected,
        ariaLabel: t('builder.stepNumbered', { number, label: stepLabel(t, node.action) }),
        data: {
          ...node,
          number,
          problemCount: inputs.problemCounts.get(node.action.uid) ?? 0,
          selected,
          ran: inputs.simulated.has(node.action.uid),
        },
      };
    }
    case 'end':
      return {
        id: node.id,
        type: 'end',
        position,
        data: { text: t('canvas.completed') },
        selectable: false,
      };
    case 'switch': {
      const target = inputs.otherWorkflows.find((w) => w.workflowUID === node.targetWorkflowUid);
      const name = target?.name ?? node.targetWorkflowUid;
      return {
        id: node.id,
        type: 'end',
        position,
        data: { text: t('canvas.switches', { name }) },
        selectable: false,
      };
    }
  }
}

/** The array each cache handed out last time. */
const lastNodes = new WeakMap<object, Node[]>();

const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * React Flow nodes for the graph, reusing the node object of every node whose look did not
 * change: React Flow then re-renders only the step being edited, not all of them.
 */
export function useFlowNodes(inputs: NodeInputs): Node[] {
  const [cache] = useState(() => new Map<string, { key: unknown[]; node: Node }>());
  const live = new Set<string>();
  const nodes = inputs.graph.map((graphNode) => {
    live.add(graphNode.id);
    const position = inputs.positionOf(graphNode.id);
    const key = keyOf(graphNode, inputs, position);
    const hit = cache.get(graphNode.id);
    if (hit && same(hit.key, key)) return hit.node;
    const node = toNode(graphNode, inputs, position);
    cache.set(graphNode.id, { key, node });
    return node;
  });
  for (const id of cache.keys()) if (!live.has(id)) cache.delete(id);
  // The same array when nothing changed, so React Flow has nothing to adopt.
  const last = lastNodes.get(cache);
  if (last && same(nodes, last)) return last;
  lastNodes.set(cache, nodes);
  return nodes;
}
