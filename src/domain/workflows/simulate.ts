import type { SimProject } from './simulation-reactions';
import { SimulationQueue } from './simulation-queue';
import { initialProject } from './simulation-setup';
import type { SimulationEnd, SimulationInput, SimulationResult } from './simulation-types';

export type * from './simulation-types';
export { HAND_TRIGGERS } from './simulation-types';
export { DEFAULT_OWNER, simulatedActionUid } from './simulation-setup';

/**
 * Runs a workflow draft without a service, the way the offline engine
 * (src/offline/workflows/engine.ts) runs it: matching actions in workflow order, one job at
 * a time in the order they were caused, the loop guard counting runs per chain, review
 * actions waiting for a processed asset, a completed project or a switched workflow
 * ending the rest of a trigger's actions. Pure: the same input gives the same steps.
 */
export function simulateWorkflow(input: SimulationInput): SimulationResult {
  const project = initialProject(input);
  const run = new SimulationQueue(project);
  const ignoredEvents: number[] = [];
  if (input.start.kind === 'projectCreated') run.projectCreated();
  else run.manual(input.start.actionUid);
  (input.events ?? []).forEach((event, index) => {
    run.eventIndex = index;
    // The end tells what the last event led to: an earlier stop is history.
    run.stoppedAt = undefined;
    if (!project.active) {
      ignoredEvents.push(index);
      return;
    }
    let applied = true;
    if (event.kind === 'assetUploaded') run.assetArrives();
    else if (event.kind === 'manual') {
      applied = project.current.actions.some(
        (action) => action.uid === event.actionUid && action.triggerType === 'ManualTrigger',
      );
      if (applied) run.manual(event.actionUid);
    } else if (event.kind === 'taskByHand') applied = run.handTaskEnds(event);
    else applied = run.endTask(event);
    if (!applied) ignoredEvents.push(index);
  });

  return {
    steps: run.steps,
    end: endOf(project, run.stoppedAt, run.waits.length),
    openTasks: [...project.openTasks],
    waitingActionUids: run.waits.map((wait) => wait.actionUid),
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

function endOf(project: SimProject, stoppedAt: number | undefined, waits: number): SimulationEnd {
  if (!project.active) return { kind: 'completed' };
  if (stoppedAt !== undefined) return { kind: 'loopGuard', stepIndex: stoppedAt };
  if (project.openTasks.length > 0 || waits > 0) return { kind: 'waiting' };
  return { kind: 'nothingMore' };
}
