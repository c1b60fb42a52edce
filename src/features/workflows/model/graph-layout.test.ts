import { describe, expect, it } from 'vitest';
import type { DraftAction } from './builder-types';
import {
  layoutForPane,
  MIN_LABEL_PX,
  LABEL_FONT_PX,
  readableFit,
  type GraphLayout,
} from './graph-layout';
import { workflowGraph } from './workflow-graph';

/** The demo's "External proofing" as its steps connect (the seed's triggers and reactions). */
const sampleDemoWorkflow: DraftAction[] = [
  {
    uid: 'assign',
    triggerType: 'ProjectCreated',
    reactionType: 'AssignUserRoles',
    roleUids: ['bm'],
  },
  {
    uid: 'upload',
    triggerType: 'UserRolesAssigned',
    reactionType: 'CreateInternalUploadAssetsTask',
    roleUids: ['bm'],
  },
  {
    uid: 'proof',
    triggerType: 'InternalUploadAssetsTaskCompleted',
    reactionType: 'CreateExternalReviewTask',
    contacts: 'buyer@example.test',
  },
  {
    uid: 'approved',
    triggerType: 'ExternalReviewTaskApproved',
    reactionType: 'MoveInKanban',
    targetKanbanColumnUid: 'col',
  },
  {
    uid: 'rejected',
    triggerType: 'ExternalReviewTaskRejected',
    reactionType: 'SendCustomEmail',
    contacts: 'studio@example.test',
  },
  { uid: 'close', triggerType: 'ManualTrigger', reactionType: 'CompleteProject' },
];

/** A chain of `steps` steps: upload, review, upload again on rejection, and so on. */
function chain(steps: number): DraftAction[] {
  return Array.from({ length: steps }, (_, index) =>
    index % 2 === 0
      ? {
          uid: `u${index}`,
          triggerType: index === 0 ? 'ProjectCreated' : 'InternalReviewTaskRejected',
          reactionType: 'CreateInternalUploadAssetsTask',
          roleUids: ['projectOwners'],
        }
      : {
          uid: `r${index}`,
          triggerType: 'InternalUploadAssetsTaskCompleted',
          reactionType: 'CreateInternalReviewTask',
          roleUids: ['projectOwners'],
        },
  );
}

const spread = (layout: GraphLayout) => {
  const xs = [...layout.positions.values()].map((p) => p.x);
  const ys = [...layout.positions.values()].map((p) => p.y);
  return { x: Math.max(...xs) - Math.min(...xs), y: Math.max(...ys) - Math.min(...ys) };
};

const tallPane = { width: 450, height: 550 };
const widePane = { width: 1200, height: 550 };

describe('layoutForPane', () => {
  it('lays the demo workflow top to bottom in a tall pane and left to right in a wide one', () => {
    const graph = workflowGraph(sampleDemoWorkflow);
    const tall = layoutForPane(graph.nodes, graph.edges, tallPane);
    expect(tall.direction).toBe('TB');
    expect(spread(tall).y).toBeGreaterThan(spread(tall).x);
    const wide = layoutForPane(graph.nodes, graph.edges, widePane);
    expect(wide.direction).toBe('LR');
    expect(spread(wide).x).toBeGreaterThan(spread(wide).y);
  });

  it('places every node, with no two overlapping', () => {
    const graph = workflowGraph(chain(15));
    const layout = layoutForPane(graph.nodes, graph.edges, tallPane);
    expect(layout.positions.size).toBe(graph.nodes.length);
    const ys = [...layout.positions.values()].map((p) => `${p.x}:${p.y}`);
    expect(new Set(ys).size).toBe(ys.length);
  });
});

describe('readableFit', () => {
  const onScreen = (zoom: number) => LABEL_FONT_PX * zoom;

  it('keeps labels at least 12 px for the demo workflow and for 15 steps, in either pane', () => {
    for (const actions of [sampleDemoWorkflow, chain(15)]) {
      const graph = workflowGraph(actions);
      for (const pane of [tallPane, widePane]) {
        const layout = layoutForPane(graph.nodes, graph.edges, pane);
        expect(onScreen(readableFit(layout.size, pane).zoom)).toBeGreaterThanOrEqual(MIN_LABEL_PX);
      }
    }
  });

  it('centres a graph that fits and shows the start of one that does not', () => {
    const small = readableFit({ width: 200, height: 100 }, tallPane);
    expect(small).toEqual({ x: 125, y: 225, zoom: 1 });
    const long = readableFit({ width: 260, height: 4000 }, tallPane);
    expect(long.y).toBe(16);
    expect(long.zoom).toBeCloseTo(MIN_LABEL_PX / LABEL_FONT_PX);
    expect(long.x).toBeCloseTo((450 - 260 * long.zoom) / 2);
  });
});
