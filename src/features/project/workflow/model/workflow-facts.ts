import type { ClientDirectory, Workflow, WorkflowAction } from '@/api/types';
import { PROJECT_OWNERS_ROLE, splitEmails } from '@/domain/workflows/vocabulary';

/** The actions a person starts by hand (ManualTrigger), in workflow order. */
export function manualActions(workflow: Workflow | undefined): WorkflowAction[] {
  return workflow?.actions.filter((action) => action.triggerType === 'ManualTrigger') ?? [];
}

/**
 * What saving a workflow choice does, as keys under `workflow.effects` (the offline
 * service's rules, src/offline/workflows/README.md): a new project starts its workflow; an
 * edit binds without running the start steps; a change drops the old workflow's waiting steps.
 */
export type WorkflowChangeEffect =
  'createStarts' | 'createNone' | 'bindNoStart' | 'switchKeepsHistory' | 'unbind' | 'unchanged';

export function workflowChangeEffects(
  mode: 'create' | 'edit',
  fromUID: string,
  toUID: string,
): WorkflowChangeEffect[] {
  if (mode === 'create') return [toUID === '' ? 'createNone' : 'createStarts'];
  if (fromUID === toUID) return ['unchanged'];
  if (toUID === '') return ['unbind'];
  return fromUID === '' ? ['bindNoStart'] : ['bindNoStart', 'switchKeepsHistory'];
}

/** Who an action addresses, as names: users, roles (owners by their own word) and addresses. */
export interface ActionAudience {
  users: string[];
  roles: string[];
  includesOwners: boolean;
  emails: string[];
}

export function audienceOf(
  action: WorkflowAction,
  workflow: Workflow,
  client: ClientDirectory | undefined,
): ActionAudience {
  const users = (action.userUIDs ?? []).map(
    (uid) => client?.users.find((user) => user.userUID === uid)?.fullName ?? uid,
  );
  const roleUids = action.roleUids ?? [];
  const roles = roleUids
    .filter((uid) => uid !== PROJECT_OWNERS_ROLE)
    .map((uid) => workflow.roles.find((role) => role.uid === uid)?.name ?? uid);
  return {
    users,
    roles,
    includesOwners: roleUids.includes(PROJECT_OWNERS_ROLE),
    emails: splitEmails(action.contacts ?? ''),
  };
}

/** The named thing an action acts on besides people: a column, a workflow, a web address. */
export function actionTarget(
  action: WorkflowAction,
  workflows: readonly Workflow[],
  client: ClientDirectory | undefined,
): string {
  switch (action.reactionType) {
    case 'MoveInKanban':
      return (
        client?.kanbanColumns.find((c) => c.kanbanColumnUID === action.targetKanbanColumnUid)
          ?.name ??
        action.targetKanbanColumnUid ??
        ''
      );
    case 'SwitchToWorkflow': {
      const target = workflows.find((w) => w.workflowUID === action.targetWorkflowUid);
      return target?.name ?? action.targetWorkflowUid ?? '';
    }
    case 'SendDataWithWebhook':
      return action.webhookUrl ?? '';
    case 'SendCustomEmail':
      return action.emailSubject ?? '';
    default:
      return '';
  }
}
