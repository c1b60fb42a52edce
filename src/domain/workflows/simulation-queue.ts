import type { TriggerType } from '@/api/types';
import { isExternalTrigger } from './causality';
import { loopGuardRefusal } from './loop-guard';
import { actionMatchesTrigger, type Executor } from './matching';
import {
  SIM_REACTIONS,
  usersOfRole,
  type SimProject,
  type SimWorkflow,
} from './simulation-reactions';
import { statusOf, taskTypeOf } from './simulation-setup';
import type { SimulationEvent, SimulationStep } from './simulation-types';
import { triggerOfTaskEnd } from './task-triggers';

interface Chain {
  id: number;
  depth: number;
}

/** What a queued job runs: one trigger (or one action of it), or the parked actions. */
type Job =
  | { kind: 'fire'; trigger: TriggerType; executor?: Executor; actionUid?: string; chain: Chain }
  | { kind: 'resume'; chain: Chain };

interface Wait {
  workflowKey: string;
  actionUid: string;
  trigger: TriggerType;
}

/**
 * The engine of src/offline/workflows/engine.ts without a service: jobs run one at a time in
 * the order they were caused, runs are counted per chain for the loop guard, waiting
 * actions are parked and resumed. Each outside event starts a new chain.
 */
export class SimulationQueue {
  readonly steps: SimulationStep[] = [];
  waits: Wait[] = [];
  /** Index of the outside event being processed (-1: the start). */
  eventIndex = -1;
  /** The step the loop guard stopped during the current event, if any. */
  stoppedAt: number | undefined;
  private readonly queue: Job[] = [];
  private readonly runsPerChain = new Map<number, number>();
  private chains = 0;

  constructor(private readonly project: SimProject) {}

  projectCreated(): void {
    this.queue.push({ kind: 'fire', trigger: 'ProjectCreated', chain: this.newChain() });
    this.drain();
  }

  manual(actionUid: string): void {
    this.queue.push({ kind: 'fire', trigger: 'ManualTrigger', actionUid, chain: this.newChain() });
    this.drain();
  }

  /** An asset is processed: the parked actions run (a new chain), if there are any. */
  assetArrives(): void {
    this.project.hasAssets = true;
    if (this.waits.length > 0) this.queue.push({ kind: 'resume', chain: this.newChain() });
    this.drain();
  }

  /** A workflow task ends; false when the event does not fit (unknown task, wrong outcome). */
  endTask(event: Extract<SimulationEvent, { kind: 'taskEnds' }>): boolean {
    const { project } = this;
    const task = project.openTasks.find((open) => open.id === event.taskId);
    if (!task || !task.outcomes.includes(event.outcome)) return false;
    if (task.kind === 'uploadAssets') this.assetArrives();
    if (!project.active) return true;
    project.openTasks.splice(project.openTasks.indexOf(task), 1);
    if (event.outcome === 'rolesAssigned') {
      for (const role of task.roles) {
        const given = event.assignments?.[role];
        project.bindings.set(role, [...(given ?? (task.userUID === null ? [] : [task.userUID]))]);
      }
    }
    const trigger = triggerOfTaskEnd(taskTypeOf(task), statusOf(event.outcome), task.external);
    if (trigger !== undefined)
      this.taskTrigger(trigger, { userUID: task.userUID, email: task.email ?? '' });
    return true;
  }

  /** A task made by hand ends; reviews need an asset, so one arrives first when there is none. */
  handTaskEnds(event: Extract<SimulationEvent, { kind: 'taskByHand' }>): boolean {
    const { project } = this;
    const external = isExternalTrigger(event.trigger);
    if (external ? event.email === '' : event.userUID === null) return false;
    const review = event.trigger.includes('Review');
    if (event.trigger === 'InternalUploadAssetsTaskCompleted' || (review && !project.hasAssets))
      this.assetArrives();
    if (!project.active) return true;
    const executor = external
      ? { userUID: null, email: event.email }
      : { userUID: event.userUID, email: project.emails[event.userUID ?? ''] ?? event.email };
    this.taskTrigger(event.trigger, executor);
    return true;
  }

  private taskTrigger(trigger: TriggerType, executor: Executor): void {
    this.queue.push({ kind: 'fire', trigger, executor, chain: this.newChain() });
    this.drain();
  }

  private newChain(): Chain {
    this.chains += 1;
    return { id: this.chains, depth: 0 };
  }

  private drain(): void {
    for (let job = this.queue.shift(); job; job = this.queue.shift()) {
      if (job.kind === 'fire') {
        this.fire(job);
        continue;
      }
      const taken = this.waits;
      this.waits = [];
      for (const wait of taken) {
        if (this.project.current.key !== wait.workflowKey) continue;
        this.fire({
          kind: 'fire',
          trigger: wait.trigger,
          actionUid: wait.actionUid,
          chain: job.chain,
        });
      }
    }
  }

  /** Reactions change the project, which narrowing cannot see: read through a method. */
  private runs(workflow: SimWorkflow): boolean {
    return this.project.active && this.project.current === workflow;
  }

  private fire(job: Extract<Job, { kind: 'fire' }>): void {
    const { project } = this;
    const workflow = project.current;
    if (!this.runs(workflow)) return;
    const actions =
      job.actionUid === undefined
        ? workflow.actions.filter((action) =>
            actionMatchesTrigger(action, job.trigger, job.executor, (role) =>
              usersOfRole(project, role),
            ),
          )
        : workflow.actions.filter((action) => action.uid === job.actionUid);
    for (const action of actions) {
      // A completed project or a switched workflow ends this trigger's remaining actions.
      if (!this.runs(workflow)) return;
      const base = {
        index: this.steps.length,
        eventIndex: this.eventIndex,
        workflowUID: workflow.workflowUID,
        workflowName: workflow.name,
        inDraft: workflow.isDraft,
        actionUid: action.uid,
        friendlyName: action.friendlyName ?? null,
        triggerType: job.trigger,
        reactionType: action.reactionType,
        depth: job.chain.depth,
      };
      const before = this.runsPerChain.get(job.chain.id) ?? 0;
      const refusal = loopGuardRefusal(job.chain.depth, before);
      if (refusal !== undefined) {
        this.stoppedAt = this.steps.length;
        const reason = refusal === 'tooDeep' ? 'loopTooDeep' : 'loopTooManyRuns';
        this.steps.push({
          ...base,
          outcome: 'Stopped',
          reason,
          effects: [],
          dependsOnReceiver: false,
        });
        return;
      }
      this.runsPerChain.set(job.chain.id, before + 1);
      const ran = SIM_REACTIONS[action.reactionType](project, action);
      this.steps.push({
        ...base,
        outcome: ran.outcome,
        reason: ran.reason,
        effects: ran.effects,
        dependsOnReceiver: ran.dependsOnReceiver ?? false,
      });
      if (ran.switchedTo) {
        const chain = { id: job.chain.id, depth: job.chain.depth + 1 };
        this.queue.push({ kind: 'fire', trigger: 'ProjectCreated', chain });
      }
      if (!this.runs(project.current)) this.waits = [];
      const parked = this.waits.some(
        (wait) => wait.workflowKey === workflow.key && wait.actionUid === action.uid,
      );
      if (ran.outcome === 'Waiting' && !parked)
        this.waits.push({ workflowKey: workflow.key, actionUid: action.uid, trigger: job.trigger });
    }
  }
}
