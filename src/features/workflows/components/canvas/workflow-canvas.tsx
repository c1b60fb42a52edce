import '@xyflow/react/dist/style.css';
import {
  Background,
  Controls,
  MiniMap,
  ReactFlow,
  type Edge,
  type Node,
  type NodeChange,
} from '@xyflow/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TriggerType, Workflow } from '@/api/types';
import { layoutGraph, type Point } from '../../model/graph-layout';
import type { DraftProblems } from '../../model/draft-problems';
import { workflowGraph, type GraphEdge, type GraphNode } from '../../model/workflow-graph';
import { useDraft } from '../builder/draft-context';
import { stepLabel, triggerLabel } from '../builder/labels';
import { nodeTypes } from './canvas-nodes';

interface WorkflowCanvasProps {
  selected: string | undefined;
  setSelected: (uid: string | undefined) => void;
  problems: DraftProblems;
  otherWorkflows: readonly Workflow[];
}

const OUTCOME: Partial<Record<TriggerType, string>> = {
  InternalReviewTaskApproved: 'approved',
  ExternalReviewTaskApproved: 'approved',
  InternalReviewTaskRejected: 'rejected',
  ExternalReviewTaskRejected: 'rejected',
};

function edgeStyle(edge: GraphEdge) {
  const outcome = edge.trigger ? OUTCOME[edge.trigger] : undefined;
  const stroke =
    outcome === 'approved' ? '#166534' : outcome === 'rejected' ? '#991b1b' : '#475569';
  return { stroke, strokeWidth: 2, ...(edge.external ? { strokeDasharray: '6 4' } : {}) };
}

/**
 * The workflow as a picture, laid out automatically (dagre) from what fires what. Nodes can be
 * dragged aside to look behind them; the layout is not part of the workflow, so it is not saved.
 */
export default function WorkflowCanvas(props: WorkflowCanvasProps) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const actions = useDraft((state) => state.actions);
  const [moved, setMoved] = useState<ReadonlyMap<string, Point>>(new Map());
  const graph = useMemo(() => workflowGraph(actions), [actions]);
  const layout = useMemo(() => layoutGraph(graph.nodes, graph.edges), [graph]);
  const numbers = useMemo(() => new Map(actions.map((a, i) => [a.uid, i + 1])), [actions]);
  const names = new Map(props.otherWorkflows.map((w) => [w.workflowUID, w.name ?? w.workflowUID]));

  const toNode = (node: GraphNode): Node => {
    const position = moved.get(node.id) ?? layout.get(node.id) ?? { x: 0, y: 0 };
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
        const number = numbers.get(node.action.uid) ?? 0;
        const label = stepLabel(t, node.action);
        return {
          id: node.id,
          type: 'action',
          position,
          selected: props.selected === node.action.uid,
          ariaLabel: t('builder.stepNumbered', { number, label }),
          data: {
            ...node,
            number,
            problemCount: props.problems.actions.get(node.action.uid)?.length ?? 0,
            selected: props.selected === node.action.uid,
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
      case 'switch':
        return {
          id: node.id,
          type: 'end',
          position,
          data: {
            text: t('canvas.switches', {
              name: names.get(node.targetWorkflowUid) ?? node.targetWorkflowUid,
            }),
          },
          selectable: false,
        };
    }
  };
  const nodes = graph.nodes.map(toNode);
  const edges: Edge[] = graph.edges.map((edge) => {
    const outcome = edge.trigger ? OUTCOME[edge.trigger] : undefined;
    return {
      id: edge.id,
      source: edge.source,
      target: edge.target,
      style: edgeStyle(edge),
      ...(outcome ? { label: t(`canvas.outcome.${outcome}`) } : {}),
      focusable: false,
    };
  });

  const { setSelected } = props;
  const onNodesChange = useCallback(
    (changes: NodeChange[]) => {
      for (const change of changes) {
        if (change.type === 'position' && change.position) {
          const { id, position } = change;
          setMoved((old) => new Map(old).set(id, position));
        } else if (change.type === 'select' && change.selected && change.id.startsWith('action:')) {
          setSelected(change.id.slice('action:'.length));
        }
      }
    },
    [setSelected],
  );

  return (
    <div className="h-full min-h-[32rem]" data-step-scope>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        nodesConnectable={false}
        fitView
        minZoom={0.1}
        proOptions={{ hideAttribution: true }}
        ariaLabelConfig={{ 'node.a11yDescription.default': t('canvas.nodeHelp') }}
      >
        <Background />
        <Controls showInteractive={false} />
        <MiniMap pannable zoomable ariaLabel={t('canvas.minimap')} />
      </ReactFlow>
    </div>
  );
}
