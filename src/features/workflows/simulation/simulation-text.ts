import type { TFunction } from '@/lib/i18n';
import type { WorkflowActionInput, WorkflowRole } from '@/api/types';
import {
  DEFAULT_OWNER,
  simulatedActionUid,
  type SimulatedTask,
  type SimulationEffect,
  type SimulationEvent,
  type SimulationStep,
} from '@/domain/workflows/simulate';
import type { SimulationWorld } from './simulation-world';

/** Words for what the dry run shows; `t` is bound to the workflow-simulation namespace. */
export function simulationText(
  t: TFunction,
  world: SimulationWorld,
  actions: readonly WorkflowActionInput[],
  roles: readonly WorkflowRole[],
  lng: string,
) {
  const roleName = (uid: string) => roles.find((role) => role.uid === uid)?.name ?? uid;
  const person = (uid: string) =>
    uid === DEFAULT_OWNER ? t('people.owner') : (world.userName(uid) ?? t('people.user', { uid }));
  const who = (task: SimulatedTask) =>
    task.userUID === null ? (task.email ?? '') : person(task.userUID);
  const taskName = (task: SimulatedTask | string) =>
    t('taskName', { n: (typeof task === 'string' ? task : task.id).replace('task-', '') });
  const actionName = (uid: string) => {
    const index = actions.findIndex((action, i) => simulatedActionUid(action.uid, i) === uid);
    const action = actions[index];
    if (!action) return uid;
    const friendly = action.friendlyName?.trim();
    return friendly ? friendly : t(`reaction.${action.reactionType}`);
  };
  const stepName = (step: SimulationStep) =>
    step.friendlyName?.trim() ? step.friendlyName : t(`reaction.${step.reactionType}`);

  const recipients = (effect: Extract<SimulationEffect, { kind: 'email' }>) =>
    [...effect.contacts, ...effect.userUIDs.map(person)].join(', ');

  const effect = (item: SimulationEffect): string => {
    switch (item.kind) {
      case 'task': {
        const { task } = item;
        const args = {
          task: taskName(task),
          who: who(task),
          roles: task.roles.map(roleName).join(', '),
        };
        if (task.kind === 'review')
          return t(task.external ? 'effect.externalReviewTask' : 'effect.reviewTask', args);
        if (task.kind === 'uploadAssets') return t('effect.uploadAssetsTask', args);
        if (task.kind === 'uploadRefDocs') return t('effect.uploadRefDocsTask', args);
        return t('effect.assignRolesTask', args);
      }
      case 'uploadRequest':
        return t('effect.uploadRequest', { to: item.to });
      case 'email':
        return item.subject === null
          ? t('effect.email', { to: recipients(item) })
          : t('effect.emailSubject', { to: recipients(item), subject: item.subject });
      case 'webhook':
        return t('effect.webhook', { method: item.method, url: item.url });
      case 'kanban':
        return t('effect.kanban', { column: world.columnName(item.columnUid) ?? item.columnUid });
      case 'switch':
        return t('effect.switch', { name: item.workflowName ?? item.workflowUID });
      case 'complete':
        return t('effect.complete');
    }
  };

  /** A sentence may start with a person or a task ("the project owner…"); addresses stay as typed. */
  const sentence = (text: string) =>
    /^[^\s@]+@/.test(text) ? text : text.charAt(0).toLocaleUpperCase(lng) + text.slice(1);

  const event = (item: SimulationEvent, tasks: ReadonlyMap<string, SimulatedTask>): string =>
    sentence(eventText(item, tasks));

  const eventText = (item: SimulationEvent, tasks: ReadonlyMap<string, SimulatedTask>): string => {
    if (item.kind === 'assetUploaded') return t('event.assetUploaded');
    if (item.kind === 'manual') return t('event.manual', { name: actionName(item.actionUid) });
    if (item.kind === 'taskByHand') {
      const by = item.userUID === null ? item.email : person(item.userUID);
      return t('event.byHand', { who: by, trigger: t(`workflows:trigger.${item.trigger}`) });
    }
    const task = tasks.get(item.taskId);
    const args = { task: taskName(item.taskId), who: task ? who(task) : t('people.someone') };
    return t(`event.${item.outcome}`, args);
  };

  return { person, who, taskName, actionName, stepName, roleName, effect, event, sentence };
}

export type SimulationTexts = ReturnType<typeof simulationText>;

/** Every task the run made, by id (ended ones included), for naming past choices. */
export function tasksOf(steps: readonly SimulationStep[]): Map<string, SimulatedTask> {
  const map = new Map<string, SimulatedTask>();
  for (const step of steps)
    for (const item of step.effects) if (item.kind === 'task') map.set(item.task.id, item.task);
  return map;
}
