import type { TriggerType, Workflow } from '@/api/types';
import { isExternalTrigger } from './causality';
import { loopGuardRefusal } from './loop-guard';
import { actionMatchesTrigger, type Executor } from './matching';
import {
  SIM_REACTIONS,
  usersOfRole,
  type SimProject,
  type SimWorkflow,
} from './simulation-reactions';
import type {
  SimulatedTask,
  SimulationEnd,
  SimulationEvent,
  SimulationInput,
  SimulationResult,
  SimulationStep,
} from './simulation-types';
import { triggerOfTaskEnd } from './task-triggers';

export type * from './simulation-types';
export { HAND_TRIGGERS } from './simulation-types';

/** Map key of a draft that has no UID yet (nothing can switch to it). */
const DRAFT_KEY = '\u0000draft';
/** The owner a simulation assumes when it is told none. */
export const DEFAULT_OWNER = 'projectOwner';

/** What a queued job runs: one trigger (or one action of it), or the parked actions. */
type Job =
  | { kind: 'fire'; trigger: TriggerType; executor?: Executor; actionUid?: string; chain: Chain }
  | { kind: 'resume'; chain: Chain };

interface Chain {
  id: number;
  depth: number;
}

interface Wait {
  workflowKey: string;
  actionUid: string;
  trigger: TriggerType;
}

/** The uid the simulation uses for a draft action: its own, or `#<position>` without one. */
export function simulatedActionUid(uid: string | undefined, index: number): string {
  return uid !== undefined && uid !== '' ? uid : `#${index}`;
}

function draftWorkflow(input: SimulationInput): SimWorkflow {
  const { draft } = input;
  return {
    key: draft.workflowUID ?? DRAFT_KEY,
    workflowUID: draft.workflowUID,
    name: draft.name,
    actions: draft.actions.map((action, index) => ({
      ...action,
      uid: simulatedActionUid(action.uid, index),
    })),
    roles: draft.roles,
    isDraft: true,
  };
}

function storedWorkflow(workflow: Workflow): SimWorkflow {
  return {
    key: workflow.workflowUID,
    workflowUID: workflow.workflowUID,
    name: workflow.name,
    actions: workflow.actions,
    roles: workflow.roles,
    isDraft: false,
  };
}

/**
 * Runs a workflow draft without a service, the way the offline engine
 * (src/mock/workflows/engine.ts) runs it: matching actions in workflow order, one job at
 * a time in the order they were caused, the loop guard counting runs per chain, review
 * actions waiting for a processed asset, a completed project or a switched workflow
 * ending the rest of a trigger's actions. Pure: the same input gives the same steps.
 */
export function simulateWorkflow(input: SimulationInput): SimulationResult {
  const draft = draftWorkflow(input);
  const workflows = new Map<string, SimWorkflow>();
  for (const other of input.otherWorkflows)
    if (other.workflowUID !== draft.workflowUID)
      workflows.set(other.workflowUID, storedWorkflow(other));
  workflows.set(draft.key, draft);
  const setup = input.project ?? {};
  const project: SimProject = {
    workflows,
    current: draft,
    active: true,
    column: setup.kanbanColumnUid ?? null,
    columns: setup.columns ? new Set(setup.columns) : undefined,
    hasAssets: setup.hasAssets ?? false,
    owners: setup.ownerUIDs ?? [DEFAULT_OWNER],
    bindings: new Map(),
    members: setup.members ? new Set(setup.members) : undefined,
    emails: setup.emails ?? {},
    openTasks: [],
    nextTaskNumber: 1,
  };
  const steps: SimulationStep[] = [];
  const runsPerChain = new Map<number, number>();
  const queue: Job[] = [];
  let waits: Wait[] = [];
  let chains = 0;
  let eventIndex = -1;
  let stoppedAt: number | undefined;
  const ignoredEvents: number[] = [];
  const newChain = (): Chain => ({ id: ++chains, depth: 0 });

  // Read through a function: reactions change the project, which narrowing cannot see.
  const runs = (workflow: SimWorkflow) => project.active && project.current === workflow;
  const fire = (job: Extract<Job, { kind: 'fire' }>) => {
    const workflow = project.current;
    if (!runs(workflow)) return;
    const executor = job.executor;
    const actions =
      job.actionUid === undefined
        ? workflow.actions.filter((action) =>
            actionMatchesTrigger(action, job.trigger, executor, (role) =>
              usersOfRole(project, role),
            ),
          )
        : workflow.actions.filter((action) => action.uid === job.actionUid);
    for (const action of actions) {
      // A completed project or a switched workflow ends this trigger's remaining actions.
      if (!runs(workflow)) return;
      const base = {
        index: steps.length,
        eventIndex,
        workflowUID: workflow.workflowUID,
        workflowName: workflow.name,
        inDraft: workflow.isDraft,
        actionUid: action.uid,
        friendlyName: action.friendlyName ?? null,
        triggerType: job.trigger,
        reactionType: action.reactionType,
        depth: job.chain.depth,
      };
      const before = runsPerChain.get(job.chain.id) ?? 0;
      const refusal = loopGuardRefusal(job.chain.depth, before);
      if (refusal !== undefined) {
        stoppedAt = steps.length;
        steps.push({
          ...base,
          outcome: 'Stopped',
          reason: refusal === 'tooDeep' ? 'loopTooDeep' : 'loopTooManyRuns',
          effects: [],
          dependsOnReceiver: false,
        });
        return;
      }
      runsPerChain.set(job.chain.id, before + 1);
      const ran = SIM_REACTIONS[action.reactionType](project, action);
      steps.push({
        ...base,
        outcome: ran.outcome,
        reason: ran.reason,
        effects: ran.effects,
        dependsOnReceiver: ran.dependsOnReceiver ?? false,
      });
      if (ran.switchedTo)
        queue.push({
          kind: 'fire',
          trigger: 'ProjectCreated',
          chain: { id: job.chain.id, depth: job.chain.depth + 1 },
        });
      if (!runs(project.current)) waits = [];
      const parked = waits.some(
        (w) => w.workflowKey === workflow.key && w.actionUid === action.uid,
      );
      if (ran.outcome === 'Waiting' && !parked)
        waits.push({ workflowKey: workflow.key, actionUid: action.uid, trigger: job.trigger });
    }
  };

  const drain = () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      if (job.kind === 'fire') {
        fire(job);
        continue;
      }
      const taken = waits;
      waits = [];
      for (const wait of taken) {
        if (project.current.key !== wait.workflowKey) continue;
        fire({ kind: 'fire', trigger: wait.trigger, actionUid: wait.actionUid, chain: job.chain });
      }
    }
  };

  const assetArrives = () => {
    project.hasAssets = true;
    if (waits.length > 0) queue.push({ kind: 'resume', chain: newChain() });
    drain();
  };

  const endTask = (event: Extract<SimulationEvent, { kind: 'taskEnds' }>): boolean => {
    const task = project.openTasks.find((open) => open.id === event.taskId);
    if (!task || !task.outcomes.includes(event.outcome)) return false;
    if (task.kind === 'uploadAssets') assetArrives();
    if (!project.active) return true;
    project.openTasks.splice(project.openTasks.indexOf(task), 1);
    if (event.outcome === 'rolesAssigned') {
      for (const role of task.roles) {
        const given = event.assignments?.[role];
        project.bindings.set(role, [...(given ?? (task.userUID === null ? [] : [task.userUID]))]);
      }
    }
    const trigger = triggerOfTaskEnd(taskTypeOf(task), statusOf(event.outcome), task.external);
    if (trigger === undefined) return true;
    const executor = { userUID: task.userUID, email: task.email ?? '' };
    queue.push({ kind: 'fire', trigger, executor, chain: newChain() });
    drain();
    return true;
  };

  const handTaskEnds = (event: Extract<SimulationEvent, { kind: 'taskByHand' }>): boolean => {
    const external = isExternalTrigger(event.trigger);
    if (external ? event.email === '' : event.userUID === null) return false;
    const review = event.trigger.includes('Review');
    if (event.trigger === 'InternalUploadAssetsTaskCompleted' || (review && !project.hasAssets))
      assetArrives();
    if (!project.active) return true;
    const executor = external
      ? { userUID: null, email: event.email }
      : { userUID: event.userUID, email: project.emails[event.userUID ?? ''] ?? event.email };
    queue.push({ kind: 'fire', trigger: event.trigger, executor, chain: newChain() });
    drain();
    return true;
  };

  if (input.start.kind === 'projectCreated') {
    queue.push({ kind: 'fire', trigger: 'ProjectCreated', chain: newChain() });
  } else {
    queue.push(manualJob(input.start.actionUid, newChain()));
  }
  drain();
  (input.events ?? []).forEach((event, index) => {
    eventIndex = index;
    // The end tells what the last event led to: an earlier stop is history.
    stoppedAt = undefined;
    if (!project.active) {
      ignoredEvents.push(index);
      return;
    }
    if (event.kind === 'assetUploaded') assetArrives();
    else if (event.kind === 'manual') {
      const isManual = project.current.actions.some(
        (action) => action.uid === event.actionUid && action.triggerType === 'ManualTrigger',
      );
      if (!isManual) ignoredEvents.push(index);
      else {
        queue.push(manualJob(event.actionUid, newChain()));
        drain();
      }
    } else if (event.kind === 'taskByHand') {
      if (!handTaskEnds(event)) ignoredEvents.push(index);
    } else if (!endTask(event)) ignoredEvents.push(index);
  });

  return {
    steps,
    end: endOf(project, stoppedAt, waits.length),
    openTasks: [...project.openTasks],
    waitingActionUids: waits.map((wait) => wait.actionUid),
    manualActionUids: project.active
      ? project.current.actions
          .filter((action) => action.triggerType === 'ManualTrigger')
          .map((action) => action.uid)
      : [],
    workflow: {
      workflowUID: project.current.workflowUID,
      name: project.current.name,
      isDraft: project.current.isDraft,
    },
    ignoredEvents,
  };
}

function manualJob(actionUid: string, chain: Chain): Job {
  return { kind: 'fire', trigger: 'ManualTrigger', actionUid, chain };
}

function endOf(project: SimProject, stoppedAt: number | undefined, waits: number): SimulationEnd {
  if (!project.active) return { kind: 'completed' };
  if (stoppedAt !== undefined) return { kind: 'loopGuard', stepIndex: stoppedAt };
  if (project.openTasks.length > 0 || waits > 0) return { kind: 'waiting' };
  return { kind: 'nothingMore' };
}

function taskTypeOf(task: SimulatedTask) {
  if (task.kind === 'review') return task.external ? 'ExternalReviewAssets' : 'ReviewAssets';
  if (task.kind === 'uploadAssets') return 'UploadAssets';
  if (task.kind === 'uploadRefDocs') return 'UploadRefDocs';
  return 'AssignUserRoles';
}

function statusOf(outcome: SimulatedTask['outcomes'][number]) {
  if (outcome === 'approved') return 'Approved';
  if (outcome === 'rejected') return 'Rejected';
  return 'Closed';
}
