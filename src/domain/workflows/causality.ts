import type { ReactionType, TriggerType } from '@/api/types';

/**
 * What fires what (spec.md's triggers and reactions as this service runs them): the
 * triggers an action's reaction can lead to inside the same workflow. The builder draws its
 * edges from this and the simulation follows it; neither is drawn by hand.
 */
export const REACTION_LEADS_TO: Record<ReactionType, readonly TriggerType[]> = {
  CreateInternalUploadAssetsTask: ['InternalUploadAssetsTaskCompleted'],
  CreateInternalUploadRefDocsTask: ['InternalUploadRefDocsTaskCompleted'],
  // Outside contacts are asked by e-mail; no task of theirs completes on this service.
  CreateExternalUploadAssetsTask: [],
  CreateExternalUploadRefDocsTask: [],
  CreateInternalReviewTask: ['InternalReviewTaskApproved', 'InternalReviewTaskRejected'],
  CreateExternalReviewTask: ['ExternalReviewTaskApproved', 'ExternalReviewTaskRejected'],
  AssignUserRoles: ['UserRolesAssigned'],
  SendAssetsByEmail: [],
  SendRefDocsByEmail: [],
  SendCustomEmail: [],
  SendDataWithWebhook: [],
  MoveInKanban: [],
  // Leads to the target workflow's ProjectCreated, not to a trigger of this workflow.
  SwitchToWorkflow: [],
  CompleteProject: [],
};

/**
 * How a trigger is reached from outside the workflow's own steps: `outside` names the
 * event (a project created, a task made by hand, a button), `never` says this service
 * cannot produce it.
 */
export type TriggerOrigin =
  | { kind: 'outside'; reason: 'projectStart' | 'manualButton' | 'taskByHand' }
  | { kind: 'never'; reason: 'externalUploadsByEmail' };

export const TRIGGER_ORIGINS: Record<TriggerType, TriggerOrigin> = {
  ProjectCreated: { kind: 'outside', reason: 'projectStart' },
  ManualTrigger: { kind: 'outside', reason: 'manualButton' },
  InternalUploadAssetsTaskCompleted: { kind: 'outside', reason: 'taskByHand' },
  InternalUploadRefDocsTaskCompleted: { kind: 'outside', reason: 'taskByHand' },
  InternalReviewTaskApproved: { kind: 'outside', reason: 'taskByHand' },
  InternalReviewTaskRejected: { kind: 'outside', reason: 'taskByHand' },
  ExternalReviewTaskApproved: { kind: 'outside', reason: 'taskByHand' },
  ExternalReviewTaskRejected: { kind: 'outside', reason: 'taskByHand' },
  UserRolesAssigned: { kind: 'outside', reason: 'taskByHand' },
  // External upload triggers need an upload task whose assignee is not an active user of the
  // client; tasks are only given to active client users and the service has no way to
  // deactivate a user or take a client away, so these never fire (checked against the engine).
  ExternalUploadAssetsTaskCompleted: { kind: 'never', reason: 'externalUploadsByEmail' },
  ExternalUploadRefDocsTaskCompleted: { kind: 'never', reason: 'externalUploadsByEmail' },
};

/** True for triggers of the company's own people; false for external reviewers' and uploads'. */
export function isExternalTrigger(trigger: TriggerType): boolean {
  return trigger.startsWith('External');
}

export function isExternalReaction(reaction: ReactionType): boolean {
  return reaction.startsWith('CreateExternal');
}
