import '@xyflow/react/dist/style.css';
import {
  Background,
  ControlButton,
  Controls,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useUpdateNodeInternals,
  type Edge,
  type Node,
  type NodeChange,
} from '@xyflow/react';
import { Maximize } from 'lucide-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { TriggerType, Workflow } from '@/api/types';
import {
  cachedLayout,
  readableFit,
  READABLE_ZOOM,
  type Point,
  type Size,
} from '../../model/graph-layout';
import type { DraftAction } from '../../model/builder-types';
import type { DraftProblems } from '../../model/draft-problems';
import { workflowGraph, type GraphEdge } from '../../model/workflow-graph';
import { useDraft } from '../builder/draft-context';
import { useSettledValue } from '../builder/use-settled-value';
import { nodeTypes } from './canvas-nodes';
import { useFlowNodes } from './use-flow-nodes';

interface WorkflowCanvasProps {
  selected: string | undefined;
  setSelected: (uid: string | undefined) => void;
  problems: DraftProblems;
  otherWorkflows: readonly Workflow[];
  showMinimap: boolean;
  /** Steps the dry run ran (action uids), marked on the picture. */
  simulated: ReadonlySet<string>;
}

const PRO_OPTIONS = { hideAttribution: true };

/**
 * React Flow's nodes with the ones whose look changed replaced, keeping what React Flow
 * measured of them (re-measuring 200 nodes on every keystroke costs more than the edit).
 * Added or removed steps hand over the whole list.
 */
function withChangedNodes(current: Node[], before: readonly Node[], next: Node[]): Node[] {
  const previous = new Map(before.map((node) => [node.id, node]));
  if (next.length !== before.length || next.some((node) => !previous.has(node.id))) return next;
  const changed = new Map(
    next.filter((node) => previous.get(node.id) !== node).map((node) => [node.id, node]),
  );
  if (changed.size === 0) return current;
  return current.map((node) => {
    const update = changed.get(node.id);
    return update ? { ...node, ...update } : node;
  });
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
 * Memoised: a keystroke elsewhere in the builder does not walk its 200 nodes again.
 */
export default memo(function WorkflowCanvas(props: WorkflowCanvasProps) {
  // The picture follows typing after the paint: the field being typed into paints first, and
  // until then a keystroke re-renders only this, not the picture.
  const actions = useSettledValue(useDraft((state) => state.actions));
  const [paneSize, measurePane] = usePaneSize();
  return (
    <div ref={measurePane} className="absolute inset-0" data-step-scope>
      {paneSize ? (
        <ReactFlowProvider>
          <FlowPicture {...props} actions={actions} pane={paneSize} />
        </ReactFlowProvider>
      ) : null}
    </div>
  );
});

/** The canvas pane's size, followed as the side panes fold and the window resizes. */
function usePaneSize() {
  const [size, setSize] = useState<Size>();
  const observer = useRef<ResizeObserver>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0)
        setSize((old) => (old?.width === width && old.height === height ? old : { width, height }));
    };
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    measure();
  }, []);
  return [size, ref] as const;
}

const FlowPicture = memo(function FlowPicture(
  props: WorkflowCanvasProps & { actions: readonly DraftAction[]; pane: Size },
) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const { setNodes, setViewport } = useReactFlow();
  const updateNodeInternals = useUpdateNodeInternals();
  const { actions, pane } = props;
  // Where nodes were dragged to. React Flow moves a dragged node in its own store (one
  // commit per pointer move); the positions are kept here only for the next redraw.
  const moved = useRef(new Map<string, Point>());
  const graph = useMemo(() => workflowGraph(actions), [actions]);
  const layout = cachedLayout(graph.nodes, graph.edges, pane);
  const numbers = useMemo(() => new Map(actions.map((a, i) => [a.uid, i + 1])), [actions]);
  const problemCounts = new Map(
    [...props.problems.actions].map(([uid, found]) => [uid, found.length] as const),
  );
  const nodes = useFlowNodes({
    graph: graph.nodes,
    positionOf: (id) => moved.current.get(id) ?? layout.positions.get(id) ?? { x: 0, y: 0 },
    numbers,
    problemCounts,
    selected: props.selected,
    otherWorkflows: props.otherWorkflows,
    simulated: props.simulated,
    direction: layout.direction,
    t,
  });
  // Edges change only when steps are added, removed or rewired, not while a field is typed.
  const edgeKey = graph.edges.map((edge) => edge.id).join('\n');
  const edges = useMemo(
    (): Edge[] =>
      graph.edges.map((edge) => {
        const outcome = edge.trigger ? OUTCOME[edge.trigger] : undefined;
        return {
          id: edge.id,
          source: edge.source,
          target: edge.target,
          style: edgeStyle(edge),
          ...(outcome ? { label: t(`canvas.outcome.${outcome}`) } : {}),
          focusable: false,
        };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the edges' ids
    [edgeKey, t],
  );

  // React Flow owns the nodes once mounted (uncontrolled): what changed is handed over after
  // the paint (its store renders synchronously; the field being typed into paints first).
  const [initialNodes] = useState(nodes);
  const handed = useRef(initialNodes);
  useEffect(() => {
    const before = handed.current;
    if (nodes === before) return;
    handed.current = nodes;
    setNodes((current) => withChangedNodes(current, before, nodes));
  }, [nodes, setNodes]);

  // A new direction (the pane changed shape) lays everything out afresh: dragged positions
  // belonged to the old one, edges now leave from other sides, and the view fits again.
  const fit = useCallback(
    () => void setViewport(readableFit(layout.size, pane)),
    [setViewport, layout.size, pane],
  );
  const shown = useRef<string>(null);
  const layoutKey = `${layout.direction}:${graph.nodes.length}`;
  useEffect(() => {
    if (shown.current === layoutKey) return;
    const directionChanged = shown.current !== null && !shown.current.startsWith(layout.direction);
    shown.current = layoutKey;
    if (directionChanged) {
      moved.current.clear();
      updateNodeInternals(graph.nodes.map((node) => node.id));
    }
    fit();
  }, [layoutKey, layout.direction, graph.nodes, fit, updateNodeInternals]);

  const { setSelected } = props;
  const onNodesChange = useCallback(
    (changes: NodeChange[]) => {
      for (const change of changes) {
        if (change.type === 'position' && change.position) {
          moved.current.set(change.id, change.position);
        } else if (change.type === 'select' && change.selected && change.id.startsWith('action:')) {
          setSelected(change.id.slice('action:'.length));
        }
      }
    },
    [setSelected],
  );

  // The same objects every render: React Flow copies a changed prop into its store, and every
  // node and edge then checks whether that concerns it.
  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': t('canvas.nodeHelp'),
      'controls.ariaLabel': t('canvas.controls.panel'),
      'controls.zoomIn.ariaLabel': t('canvas.controls.zoomIn'),
      'controls.zoomOut.ariaLabel': t('canvas.controls.zoomOut'),
      'controls.fitView.ariaLabel': t('canvas.controls.fitView'),
    }),
    [t],
  );

  return (
    <div className="absolute inset-0">
      <ReactFlow
        defaultNodes={initialNodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        nodesConnectable={false}
        minZoom={Math.min(0.1, READABLE_ZOOM)}
        proOptions={PRO_OPTIONS}
        ariaLabelConfig={ariaLabelConfig}
      >
        <Background />
        <Controls showInteractive={false} showFitView={false}>
          <ControlButton
            onClick={fit}
            aria-label={t('canvas.controls.fitView')}
            title={t('canvas.controls.fitView')}
          >
            <Maximize aria-hidden="true" />
          </ControlButton>
        </Controls>
        {props.showMinimap ? (
          <MiniMap
            pannable
            zoomable
            ariaLabel={t('canvas.minimap')}
            style={{ width: 120, height: 80 }}
          />
        ) : null}
      </ReactFlow>
    </div>
  );
});
