import type { DraftAction } from './builder-types';
import type { WorkflowDraft } from './draft-store';

export const STARTER_IDS = ['empty', 'internalReview', 'externalReview', 'uploadReview'] as const;
export type StarterId = (typeof STARTER_IDS)[number];

export function isStarterId(value: string | null): value is StarterId {
  return STARTER_IDS.includes(value as StarterId);
}

/** Texts a starter writes into its steps, in the admin's language. */
export interface StarterTexts {
  name: string;
  askForChanges: string;
  reviewersRole: string;
  /** Each step's "Step name" (friendlyName), so a starter's steps read as what they do. */
  steps: Record<StarterStep, string>;
}

export const STARTER_STEPS = [
  'assignReviewers',
  'review',
  'upload',
  'externalReview',
  'complete',
  'askForChanges',
] as const;
export type StarterStep = (typeof STARTER_STEPS)[number];

const owners = ['projectOwners'];

/** A random password for an external review (readable: no 0/O, 1/l). */
export function randomPassword(length = 12): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

function uploadAgain(texts: StarterTexts, trigger: DraftAction['triggerType']): DraftAction {
  return {
    uid: 'ask-for-changes',
    friendlyName: texts.steps.askForChanges,
    triggerType: trigger,
    reactionType: 'CreateInternalUploadAssetsTask',
    roleUids: owners,
    comment: texts.askForChanges,
    daysToDueDate: 2,
  };
}

/**
 * The starting points the Workflows list offers. Steps needing facts only the admin knows
 * (an external reviewer's e-mail) are left empty, so the builder asks for them inline.
 */
export function starterDraft(id: StarterId, texts: StarterTexts): WorkflowDraft {
  const complete = (trigger: DraftAction['triggerType']): DraftAction => ({
    uid: 'complete',
    friendlyName: texts.steps.complete,
    triggerType: trigger,
    reactionType: 'CompleteProject',
  });
  switch (id) {
    case 'empty':
      return { name: texts.name, actions: [], roles: [] };
    case 'internalReview':
      return {
        name: texts.name,
        roles: [{ uid: 'reviewers', name: texts.reviewersRole, isInternal: true }],
        actions: [
          {
            uid: 'assign-reviewers',
            friendlyName: texts.steps.assignReviewers,
            triggerType: 'ProjectCreated',
            reactionType: 'AssignUserRoles',
            roleUids: ['reviewers'],
          },
          {
            uid: 'review',
            friendlyName: texts.steps.review,
            triggerType: 'UserRolesAssigned',
            reactionType: 'CreateInternalReviewTask',
            roleUids: ['reviewers'],
            daysToDueDate: 3,
          },
          complete('InternalReviewTaskApproved'),
          uploadAgain(texts, 'InternalReviewTaskRejected'),
        ],
      };
    case 'externalReview':
      return {
        name: texts.name,
        roles: [],
        actions: [
          {
            uid: 'upload',
            friendlyName: texts.steps.upload,
            triggerType: 'ProjectCreated',
            reactionType: 'CreateInternalUploadAssetsTask',
            roleUids: owners,
            daysToDueDate: 2,
          },
          {
            uid: 'external-review',
            friendlyName: texts.steps.externalReview,
            triggerType: 'InternalUploadAssetsTaskCompleted',
            reactionType: 'CreateExternalReviewTask',
            contacts: '',
            password: randomPassword(),
            emailLanguage: 'English',
            allowDownload: false,
            daysToDueDate: 5,
          },
          complete('ExternalReviewTaskApproved'),
          uploadAgain(texts, 'ExternalReviewTaskRejected'),
        ],
      };
    case 'uploadReview':
      return {
        name: texts.name,
        roles: [],
        actions: [
          {
            uid: 'upload',
            friendlyName: texts.steps.upload,
            triggerType: 'ProjectCreated',
            reactionType: 'CreateInternalUploadAssetsTask',
            roleUids: owners,
            daysToDueDate: 2,
          },
          {
            uid: 'review',
            friendlyName: texts.steps.review,
            triggerType: 'InternalUploadAssetsTaskCompleted',
            reactionType: 'CreateInternalReviewTask',
            roleUids: owners,
            daysToDueDate: 3,
          },
          complete('InternalReviewTaskApproved'),
          uploadAgain(texts, 'InternalReviewTaskRejected'),
        ],
      };
  }
}
