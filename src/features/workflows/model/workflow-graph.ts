import type { ReactionType, TriggerType } from '@/api/types';
import {
  REACTION_LEADS_TO,
  TRIGGER_ORIGINS,
  isExternalReaction,
  isExternalTrigger,
  type TriggerOrigin,
} from '@/domain/workflows/causality';
import type { DraftAction } from './builder-types';

/** How a trigger is reached: by a step of this workflow, or from outside it. */
export type TriggerReach = { kind: 'inWorkflow' } | TriggerOrigin;

export type GraphNode =
  | { id: string; kind: 'trigger'; trigger: TriggerType; reach: TriggerReach; external: boolean }
  | { id: string; kind: 'action'; action: DraftAction; external: boolean; unhandled: TriggerType[] }
  | { id: string; kind: 'end'; end: 'complete' }
  | { id: string; kind: 'switch'; targetWorkflowUid: string };

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  /** listens: a trigger starts a step; leads: a step's outcome is a trigger; ends: the flow stops. */
  kind: 'listens' | 'leads' | 'ends';
  external: boolean;
  /** For `leads`: the trigger reached. */
  trigger?: TriggerType;
}

export const triggerNodeId = (trigger: TriggerType) => `trigger:${trigger}`;
export const actionNodeId = (uid: string) => `action:${uid}`;

function endOf(reaction: ReactionType, action: DraftAction): GraphNode | undefined {
  if (reaction === 'CompleteProject') return { id: 'end:complete', kind: 'end', end: 'complete' };
  if (reaction === 'SwitchToWorkflow' && action.targetWorkflowUid)
    return {
      id: `switch:${action.targetWorkflowUid}`,
      kind: 'switch',
      targetWorkflowUid: action.targetWorkflowUid,
    };
  return undefined;
}

/**
 * The picture of a workflow, derived from its steps (never drawn by hand): each trigger in
 * use is a node that starts its steps; a step leads to the triggers its reaction causes
 * (a review to its Approved and Rejected triggers, an upload task to its completion,
 * AssignUserRoles to UserRolesAssigned), CompleteProject ends the flow and SwitchToWorkflow
 * hands it to another workflow.
 */
export function workflowGraph(actions: readonly DraftAction[]): {
  nodes: GraphNode[];
  edges: GraphEdge[];
} {
  const used = new Set(actions.map((action) => action.triggerType));
  const reached = new Set(actions.flatMap((action) => REACTION_LEADS_TO[action.reactionType]));
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  for (const trigger of used) {
    nodes.push({
      id: triggerNodeId(trigger),
      kind: 'trigger',
      trigger,
      reach: reached.has(trigger) ? { kind: 'inWorkflow' } : TRIGGER_ORIGINS[trigger],
      external: isExternalTrigger(trigger),
    });
  }
  const ends = new Map<string, GraphNode>();
  for (const action of actions) {
    const id = actionNodeId(action.uid);
    const leads = REACTION_LEADS_TO[action.reactionType];
    nodes.push({
      id,
      kind: 'action',
      action,
      external: isExternalReaction(action.reactionType),
      unhandled: leads.filter((trigger) => !used.has(trigger)),
    });
    edges.push({
      id: `${triggerNodeId(action.triggerType)}->${id}`,
      source: triggerNodeId(action.triggerType),
      target: id,
      kind: 'listens',
      external: isExternalTrigger(action.triggerType),
    });
    for (const trigger of leads.filter((t) => used.has(t))) {
      edges.push({
        id: `${id}->${triggerNodeId(trigger)}`,
        source: id,
        target: triggerNodeId(trigger),
        kind: 'leads',
        external: isExternalTrigger(trigger),
        trigger,
      });
    }
    const end = endOf(action.reactionType, action);
    if (end) {
      ends.set(end.id, end);
      edges.push({
        id: `${id}->${end.id}`,
        source: id,
        target: end.id,
        kind: 'ends',
        external: false,
      });
    }
  }
  nodes.push(...ends.values());
  return { nodes, edges };
}
