import type { ReactionType, TriggerType, WorkflowActionInput, WorkflowRole } from '@/api/types';
import { REACTION_LEADS_TO } from '@/domain/workflows/causality';
import { DEMO_COLUMNS, DEMO_USERS } from '@/offline/platform/demo-ids';

/** A small seeded generator (mulberry32): the same seed gives the same cases. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const chance = (p: number) => next() < p;
  /** A non-empty subset, in the list's order. */
  const someOf = <T>(items: readonly T[]): T[] => {
    const chosen = items.filter(() => chance(0.5));
    return chosen.length > 0 ? chosen : [pick(items)];
  };
  return { next, int, pick, chance, someOf };
}

export type Random = ReturnType<typeof seededRandom>;

export const PEOPLE = [DEMO_USERS.anna, DEMO_USERS.ravi] as const;
export const DESIGNER: WorkflowRole = { uid: 'designer', name: 'Designer', isInternal: true };
const COLUMNS = [
  DEMO_COLUMNS.acmeBriefing,
  DEMO_COLUMNS.acmeArtwork,
  DEMO_COLUMNS.acmeReview,
  DEMO_COLUMNS.acmePrintReady,
];

const TRIGGERS: readonly TriggerType[] = [
  'ProjectCreated',
  'ProjectCreated',
  'ManualTrigger',
  'InternalReviewTaskApproved',
  'InternalReviewTaskRejected',
  'InternalUploadAssetsTaskCompleted',
  'InternalUploadRefDocsTaskCompleted',
  'ExternalReviewTaskApproved',
  'ExternalReviewTaskRejected',
  'ExternalUploadAssetsTaskCompleted',
  'UserRolesAssigned',
];

const REACTIONS: readonly ReactionType[] = [
  'CreateInternalUploadAssetsTask',
  'CreateInternalUploadRefDocsTask',
  'CreateInternalReviewTask',
  'CreateInternalReviewTask',
  'CreateExternalReviewTask',
  'CreateExternalUploadAssetsTask',
  'SendAssetsByEmail',
  'SendRefDocsByEmail',
  'SendCustomEmail',
  'SendDataWithWebhook',
  'MoveInKanban',
  'AssignUserRoles',
  'CompleteProject',
  'SwitchToWorkflow',
];

function receivers(rng: Random): Partial<WorkflowActionInput> {
  return rng.chance(0.5)
    ? { userUIDs: rng.someOf(PEOPLE) }
    : { roleUids: [rng.pick(['projectOwners', 'designer'])] };
}

function fieldsOf(
  reaction: ReactionType,
  rng: Random,
  env: { webhookUrl: string; switchTarget: string },
): Partial<WorkflowActionInput> {
  switch (reaction) {
    case 'CreateInternalUploadAssetsTask':
    case 'CreateInternalUploadRefDocsTask':
    case 'CreateInternalReviewTask':
      return receivers(rng);
    case 'CreateExternalReviewTask':
      return { contacts: rng.pick(['x1@ext.example', 'x1@ext.example, x2@ext.example']) };
    case 'CreateExternalUploadAssetsTask':
    case 'CreateExternalUploadRefDocsTask':
      return { contacts: 'x3@ext.example' };
    case 'SendAssetsByEmail':
    case 'SendRefDocsByEmail':
      return rng.chance(0.5) ? { contacts: 'ops@acme.example' } : { roleUids: ['designer'] };
    case 'SendCustomEmail':
      return { contacts: 'ops@acme.example', emailSubject: 'Note' };
    case 'SendDataWithWebhook':
      return {
        webhookUrl: env.webhookUrl,
        webhookRequestType: 'POST',
        webhookFields: ['projectUID'],
      };
    case 'MoveInKanban':
      return { targetKanbanColumnUid: rng.pick(COLUMNS) };
    case 'SwitchToWorkflow':
      return { targetWorkflowUid: env.switchTarget };
    case 'AssignUserRoles':
      return {
        ...(rng.chance(0.5) ? { roleUids: ['designer'] } : {}),
        ...(rng.chance(0.3) ? { userUIDs: [rng.pick(PEOPLE)] } : {}),
      };
    case 'CompleteProject':
      return {};
  }
}

function filtersOf(trigger: TriggerType, rng: Random): Partial<WorkflowActionInput> {
  if (trigger === 'ProjectCreated' || trigger === 'ManualTrigger' || !rng.chance(0.3)) return {};
  return rng.pick<Partial<WorkflowActionInput>>([
    { triggerExecutorUid: rng.pick(PEOPLE) },
    { triggerRoleUid: rng.pick(['designer', 'projectOwners']) },
    { triggerRoleIds: ['designer'] },
    { triggerEmails: rng.pick(['anna@demo.test', 'x1@ext.example']) },
  ]);
}

/**
 * Random valid actions: `count` steps with triggers, reactions and filters drawn from the
 * whole vocabulary (SwitchToWorkflow only when there is a target). The first step starts
 * with the project; later ones lean towards triggers earlier steps lead to, so flows go deep.
 */
export function randomActions(
  rng: Random,
  count: number,
  env: { prefix: string; webhookUrl: string; switchTarget?: string | undefined },
): WorkflowActionInput[] {
  const reactions = REACTIONS.filter((r) => r !== 'SwitchToWorkflow' || env.switchTarget);
  const reachable: TriggerType[] = [];
  return Array.from({ length: count }, (_, index) => {
    const triggerType =
      index === 0 && env.prefix === 'a'
        ? 'ProjectCreated'
        : reachable.length > 0 && rng.chance(0.6)
          ? rng.pick(reachable)
          : rng.pick(TRIGGERS);
    const reactionType = rng.pick(reactions);
    reachable.push(...REACTION_LEADS_TO[reactionType]);
    return {
      uid: `${env.prefix}${index}`,
      triggerType,
      reactionType,
      ...fieldsOf(reactionType, rng, { ...env, switchTarget: env.switchTarget ?? '' }),
      ...filtersOf(triggerType, rng),
    };
  });
}
