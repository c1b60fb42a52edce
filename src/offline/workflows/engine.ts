import type { ServiceContext } from '@/offline/platform/context';
import type { ProjectStateChange } from '@/offline/platform/project-extensions';
import { isMutableState } from '@/offline/projects';
import type { ProjectRow } from '@/offline/projects';
import type { EventRow } from '@/offline/platform/store/rows';
import { newUid } from '@/offline/platform/ids';
import type { StoredWorkflowAction, WorkflowJobRow, WorkflowRow } from './rows';
import { LoopGuard, type Chain } from './loop-guard';
import { actionMatches } from './matching';
import { failed, type ReactionEnv, type ReactionResult } from './reaction-types';
import { REACTIONS } from './reactions';
import { recordRun, removeRunsOfProject } from './run-log';
import { triggerOfEvent, type TriggerOccurrence } from './triggers';
import { parkAction, takeWaits, waitsOfProject } from './waits';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs the workflows of projects: listens to the event bus (project.created,
 * task.completed) and to state changes (Completed or archived -> Active restarts the
 * workflow), and runs matching actions one project at a time, in action order, on the
 * service clock. Every run lands in the project's run log.
 */
export class WorkflowEngine {
  private ctx: ServiceContext | undefined;
  /** The chain of the reaction running right now (set only during its synchronous part). */
  private current: Chain | undefined;
  private readonly guard = new LoopGuard();
  private readonly queues = new Map<string, Promise<void>>();
  private unsubscribe: (() => void) | undefined;

  attach(ctx: ServiceContext): void {
    this.ctx = ctx;
    this.unsubscribe = ctx.events.subscribe((row) => this.onEvent(ctx, row));
    ctx.projects.onStateChanged.push((change) => this.onStateChanged(ctx, change));
    ctx.projects.onDeleted.push((project) => {
      removeRunsOfProject(ctx, project.projectUID);
      takeWaits(ctx, project.projectUID);
    });
  }

  dispose(): void {
    this.unsubscribe?.();
    this.guard.clear();
  }

  /**
   * ManualTrigger: runs one action now (the caller checked that it is a ManualTrigger
   * action of the project's workflow) and resolves when it has run.
   */
  runManual(project: ProjectRow, actionUid: string): Promise<void> {
    const ctx = this.requireCtx();
    const occurrence: TriggerOccurrence = {
      type: 'ManualTrigger',
      projectUID: project.projectUID,
      actionUid,
    };
    const chain = LoopGuard.start();
    return this.enqueue(project.projectUID, () => this.fire(ctx, occurrence, chain));
  }

  private requireCtx(): ServiceContext {
    if (!this.ctx) throw new Error('The workflow engine is not attached to a service.');
    return this.ctx;
  }

  /** The chain an event emitted now belongs to: the running reaction's, one hop deeper, or a new one. */
  private chainForEvent(): Chain {
    return this.current ? LoopGuard.next(this.current) : LoopGuard.start();
  }

  private onEvent(ctx: ServiceContext, row: EventRow): void {
    if (row.event.EventType === 'asset.uploaded') {
      const projectUID = row.event.Data.ProjectUID;
      if (waitsOfProject(ctx, projectUID).length > 0)
        this.scheduleResume(ctx, projectUID, this.chainForEvent());
      return;
    }
    const occurrence = triggerOfEvent(ctx, row);
    if (!occurrence) return;
    if (!ctx.db.get('projects', occurrence.projectUID)?.workflowUID) return;
    this.schedule(ctx, occurrence, this.chainForEvent());
  }

  private onStateChanged(ctx: ServiceContext, { project, from, to }: ProjectStateChange): void {
    // Leaving Active/OnHold ends workflow processing: parked actions are dropped.
    if (!isMutableState(to)) takeWaits(ctx, project.projectUID);
    // Back to Active from Completed (or from the archive, via InTransit) restarts the workflow.
    if (to !== 'Active' || (from !== 'Completed' && from !== 'InTransit') || !project.workflowUID)
      return;
    this.schedule(
      ctx,
      { type: 'ProjectCreated', projectUID: project.projectUID },
      this.chainForEvent(),
    );
  }

  private schedule(ctx: ServiceContext, occurrence: TriggerOccurrence, chain: Chain): void {
    this.store(ctx, { kind: 'fire', projectUID: occurrence.projectUID, occurrence, chain });
  }

  /** Runs the parked review actions of a project now that it has a processed asset. */
  private scheduleResume(ctx: ServiceContext, projectUID: string, chain: Chain): void {
    this.store(ctx, { kind: 'resume', projectUID, chain });
  }

  /** After a load, reset or reload: the stored jobs run (one left by a closed tab runs here). */
  resume(ctx: ServiceContext): void {
    for (const job of ctx.db.rows('workflowJobs')) this.arm(ctx, job);
  }

  private store(ctx: ServiceContext, job: Omit<WorkflowJobRow, 'jobUID'>): void {
    const row: WorkflowJobRow = { jobUID: newUid(), ...job };
    // Written by the request that fired the trigger, so it is saved with that request's answer.
    ctx.db.insert('workflowJobs', row.jobUID, row);
    this.arm(ctx, row);
  }

  private arm(ctx: ServiceContext, job: WorkflowJobRow): void {
    // A zero-delay timer lets the request that caused the trigger finish first ("after the
    // project is fully initialized") and makes whenIdle() wait for the run.
    ctx.clock.schedule(0, () =>
      this.enqueue(job.projectUID, () =>
        ctx.background(async () => {
          // Ran already, or a reset or another tab's state replaced it: resume() owns the new row.
          if (ctx.db.get('workflowJobs', job.jobUID) !== job) return;
          ctx.db.remove('workflowJobs', job.jobUID);
          if (job.kind === 'resume') await this.runWaiting(ctx, job.projectUID, job.chain);
          else if (job.occurrence) await this.fire(ctx, job.occurrence, job.chain);
        }),
      ),
    );
  }

  private async runWaiting(ctx: ServiceContext, projectUID: string, chain: Chain): Promise<void> {
    for (const wait of takeWaits(ctx, projectUID)) {
      if (ctx.db.get('projects', projectUID)?.workflowUID !== wait.workflowUID) continue;
      await this.fire(
        ctx,
        { type: wait.triggerType, projectUID, actionUid: wait.actionUid },
        chain,
      );
    }
  }

  /** Runs jobs of one project one after the other. */
  private enqueue(projectUID: string, job: () => Promise<void>): Promise<void> {
    const previous = this.queues.get(projectUID) ?? Promise.resolve();
    const next = previous.then(job, job);
    this.queues.set(projectUID, next);
    void next.finally(() => {
      if (this.queues.get(projectUID) === next) this.queues.delete(projectUID);
    });
    return next;
  }

  private async fire(
    ctx: ServiceContext,
    occurrence: TriggerOccurrence,
    chain: Chain,
  ): Promise<void> {
    const project = ctx.db.get('projects', occurrence.projectUID);
    if (!project?.workflowUID || !isMutableState(project.state)) return;
    const workflow = ctx.db.get('workflows', project.workflowUID);
    if (!workflow) return;
    const actions =
      occurrence.actionUid === undefined
        ? workflow.actions.filter((action) => actionMatches(ctx, project, action, occurrence))
        : workflow.actions.filter((action) => action.uid === occurrence.actionUid);
    for (const action of actions) {
      const current = ctx.db.get('projects', occurrence.projectUID);
      // A completed project or a switched workflow ends this trigger's remaining actions.
      if (
        !current ||
        current.workflowUID !== workflow.workflowUID ||
        !isMutableState(current.state)
      )
        return;
      const log = (result: ReactionResult | { outcome: 'Stopped'; message: string }) =>
        recordRun(ctx, {
          projectUID: current.projectUID,
          clientUID: current.clientUID,
          workflowUID: workflow.workflowUID,
          actionUid: action.uid,
          friendlyName: action.friendlyName ?? null,
          triggerType: occurrence.type,
          reactionType: action.reactionType,
          chainId: chain.id,
          depth: chain.depth,
          ...result,
        });
      const refusal = this.guard.admit(chain);
      if (refusal !== undefined) {
        log({ outcome: 'Stopped', message: refusal });
        return;
      }
      const result = await this.run(ctx, current, workflow, action, occurrence, chain);
      log(result);
      if (result.outcome === 'Waiting') {
        parkAction(ctx, {
          projectUID: current.projectUID,
          workflowUID: workflow.workflowUID,
          actionUid: action.uid,
          triggerType: occurrence.type,
        });
      }
    }
  }

  private async run(
    ctx: ServiceContext,
    project: ProjectRow,
    workflow: WorkflowRow,
    action: StoredWorkflowAction,
    occurrence: TriggerOccurrence,
    chain: Chain,
  ): Promise<ReactionResult> {
    const env: ReactionEnv = {
      ctx,
      project,
      workflow,
      action,
      occurrence,
      startWorkflow: (projectUID) =>
        this.schedule(ctx, { type: 'ProjectCreated', projectUID }, LoopGuard.next(chain)),
    };
    let pending: ReactionResult | Promise<ReactionResult>;
    this.current = chain;
    try {
      pending = REACTIONS[action.reactionType](env);
    } catch (error) {
      pending = failed(errorText(error));
    } finally {
      this.current = undefined;
    }
    try {
      return await pending;
    } catch (error) {
      return failed(errorText(error));
    }
  }
}
