import type { ReactionType, WorkflowActionInput, WorkflowRole } from '@/api/types';
import {
  ASSET_WAITING_REACTIONS,
  resolveRecipientUsers,
  roleTaskReceivers,
  rolesToFill,
} from './recipients';
import type {
  SimulatedTask,
  SimulationEffect,
  SimulationOutcome,
  SimulationReason,
  TaskOutcome,
} from './simulation-types';
import { isHttpUrl, splitEmails } from './vocabulary';

/** A workflow as the simulation runs it: every action has a uid. */
export interface SimWorkflow {
  /** Map key: the UID, or a fixed key for a draft that has none yet. */
  key: string;
  workflowUID: string | undefined;
  name: string | null;
  actions: readonly (WorkflowActionInput & { uid: string })[];
  roles: readonly WorkflowRole[];
  isDraft: boolean;
}

/** What a simulated reaction reads and changes of the project. */
export interface SimProject {
  workflows: ReadonlyMap<string, SimWorkflow>;
  current: SimWorkflow;
  active: boolean;
  column: string | null;
  columns: ReadonlySet<string> | undefined;
  hasAssets: boolean;
  owners: readonly string[];
  bindings: Map<string, string[]>;
  members: ReadonlySet<string> | undefined;
  emails: Readonly<Record<string, string>>;
  openTasks: SimulatedTask[];
  nextTaskNumber: number;
}

export interface SimReactionResult {
  outcome: Exclude<SimulationOutcome, 'Stopped'>;
  reason: SimulationReason | null;
  effects: SimulationEffect[];
  /** SwitchToWorkflow: the workflow now bound (its ProjectCreated actions follow). */
  switchedTo?: SimWorkflow;
  dependsOnReceiver?: boolean;
}

type Action = SimWorkflow['actions'][number];

const OUTCOMES: Record<SimulatedTask['kind'], readonly TaskOutcome[]> = {
  review: ['approved', 'rejected'],
  uploadAssets: ['uploaded'],
  uploadRefDocs: ['uploaded'],
  assignRoles: ['rolesAssigned'],
};

export function isMember(project: SimProject, uid: string): boolean {
  return project.members === undefined || project.members.has(uid);
}

export function usersOfRole(project: SimProject, roleUid: string): string[] {
  const bound =
    roleUid === 'projectOwners' ? project.owners : (project.bindings.get(roleUid) ?? []);
  return bound.filter((uid) => isMember(project, uid));
}

function recipients(project: SimProject, action: Action, withRoles = true) {
  return resolveRecipientUsers(
    action.userUIDs ?? [],
    withRoles ? (action.roleUids ?? []) : [],
    (roleUid) => usersOfRole(project, roleUid),
    (uid) => isMember(project, uid),
  );
}

function makeTask(
  project: SimProject,
  action: Action,
  kind: SimulatedTask['kind'],
  who: { userUID: string | null; email: string | null },
  roles: readonly string[] = [],
): SimulationEffect {
  const task: SimulatedTask = {
    id: `task-${project.nextTaskNumber}`,
    kind,
    external: who.userUID === null,
    userUID: who.userUID,
    email: who.email,
    actionUid: action.uid,
    roles,
    outcomes: OUTCOMES[kind],
  };
  project.nextTaskNumber += 1;
  project.openTasks.push(task);
  return { kind: 'task', task };
}

const result = (
  outcome: SimReactionResult['outcome'],
  reason: SimulationReason | null = null,
  effects: SimulationEffect[] = [],
): SimReactionResult => ({ outcome, reason, effects });

function internalTasks(kind: SimulatedTask['kind']) {
  return (project: SimProject, action: Action): SimReactionResult => {
    const users = recipients(project, action).userUIDs;
    if (users.length === 0) return result('Skipped', 'nobodyForTask');
    if (ASSET_WAITING_REACTIONS.includes(action.reactionType) && !project.hasAssets)
      return result('Waiting', 'waitingForAssets');
    const effects = users.map((userUID) =>
      makeTask(project, action, kind, { userUID, email: project.emails[userUID] ?? null }),
    );
    return result('Done', null, effects);
  };
}

function externalReview(project: SimProject, action: Action): SimReactionResult {
  const contacts = splitEmails(action.contacts ?? '');
  if (contacts.length === 0) return result('Skipped', 'noContacts');
  if (!project.hasAssets) return result('Waiting', 'waitingForAssets');
  const effects = contacts.map((email) =>
    makeTask(project, action, 'review', { userUID: null, email }),
  );
  return result('Done', null, effects);
}

function uploadRequests(_project: SimProject, action: Action): SimReactionResult {
  const contacts = splitEmails(action.contacts ?? '');
  if (contacts.length === 0) return result('Skipped', 'noContacts');
  return result(
    'Done',
    null,
    contacts.map((to) => ({ kind: 'uploadRequest', to })),
  );
}

function email(project: SimProject, action: Action): SimReactionResult {
  const contacts = splitEmails(action.contacts ?? '');
  const users = recipients(project, action).userUIDs;
  if (contacts.length === 0 && users.length === 0) return result('Skipped', 'nobodyToWrite');
  return result('Done', null, [
    { kind: 'email', contacts, userUIDs: users, subject: action.emailSubject ?? null },
  ]);
}

function webhook(_project: SimProject, action: Action): SimReactionResult {
  const url = action.webhookUrl ?? '';
  if (!isHttpUrl(url)) return result('Failed', 'badWebhookUrl');
  const method = action.webhookRequestType ?? 'POST';
  return { ...result('Done', null, [{ kind: 'webhook', method, url }]), dependsOnReceiver: true };
}

function completeProject(project: SimProject): SimReactionResult {
  project.active = false;
  project.openTasks.length = 0;
  return result('Done', null, [{ kind: 'complete' }]);
}

function moveInKanban(project: SimProject, action: Action): SimReactionResult {
  const columnUid = action.targetKanbanColumnUid ?? '';
  if (columnUid === '' || (project.columns !== undefined && !project.columns.has(columnUid)))
    return result('Failed', 'unknownColumn');
  if (project.column === columnUid) return result('Skipped', 'alreadyInColumn');
  project.column = columnUid;
  return result('Done', null, [{ kind: 'kanban', columnUid }]);
}

function switchToWorkflow(project: SimProject, action: Action): SimReactionResult {
  const target = project.workflows.get(action.targetWorkflowUid ?? '');
  if (!target || target.workflowUID === undefined) return result('Failed', 'unknownWorkflow');
  project.current = target;
  return {
    ...result('Done', null, [
      { kind: 'switch', workflowUID: target.workflowUID, workflowName: target.name },
    ]),
    switchedTo: target,
  };
}

function assignUserRoles(project: SimProject, action: Action): SimReactionResult {
  const roles = rolesToFill(project.current.roles, action.roleUids);
  if (roles.length === 0) return result('Skipped', 'noRolesToFill');
  const receivers = roleTaskReceivers(recipients(project, action, false).userUIDs, project.owners);
  const roleUids = roles.map((role) => role.uid);
  const effects = receivers.map((userUID) =>
    makeTask(
      project,
      action,
      'assignRoles',
      { userUID, email: project.emails[userUID] ?? null },
      roleUids,
    ),
  );
  return result('Done', null, effects);
}

/** Every reaction as the simulation carries it out (mirrors src/offline/workflows/reactions*.ts). */
export const SIM_REACTIONS: Record<
  ReactionType,
  (project: SimProject, action: Action) => SimReactionResult
> = {
  CreateInternalUploadAssetsTask: internalTasks('uploadAssets'),
  CreateInternalUploadRefDocsTask: internalTasks('uploadRefDocs'),
  CreateInternalReviewTask: internalTasks('review'),
  CreateExternalReviewTask: externalReview,
  CreateExternalUploadAssetsTask: uploadRequests,
  CreateExternalUploadRefDocsTask: uploadRequests,
  SendAssetsByEmail: email,
  SendRefDocsByEmail: email,
  SendCustomEmail: email,
  SendDataWithWebhook: webhook,
  CompleteProject: completeProject,
  MoveInKanban: moveInKanban,
  SwitchToWorkflow: switchToWorkflow,
  AssignUserRoles: assignUserRoles,
};
