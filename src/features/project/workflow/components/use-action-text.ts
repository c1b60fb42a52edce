import { useTranslation } from '@/lib/i18n';
import type { ClientDirectory, ReactionType, Workflow, WorkflowAction } from '@/api/types';
import { actionTarget, audienceOf } from '../model/workflow-facts';

/**
 * Texts for one workflow action: its name (the friendly name, else what the reaction does)
 * and a sentence saying what running it will do, with the people and things it names.
 */
export function useActionText(
  workflow: Workflow | undefined,
  workflows: readonly Workflow[],
  client: ClientDirectory | undefined,
) {
  const { t, i18n } = useTranslation('project-workflow');
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });

  const nameOf = (action: {
    friendlyName?: string | null | undefined;
    reactionType: ReactionType;
  }): string => action.friendlyName?.trim() || t(`reaction.${action.reactionType}`);

  const effectOf = (action: WorkflowAction): string => {
    if (!workflow) return '';
    const audience = audienceOf(action, workflow, client);
    const people = [
      ...(audience.includesOwners ? [t('who.owners')] : []),
      ...audience.users,
      ...audience.roles.map((name) => t('who.role', { name })),
      ...audience.emails,
    ];
    const fallback =
      action.reactionType === 'AssignUserRoles' ? t('who.firstOwner') : t('who.nobody');
    return t(`effect.${action.reactionType}`, {
      who: people.length > 0 ? list.format(people) : fallback,
      target: actionTarget(action, workflows, client) || t('who.unset'),
    });
  };

  return { nameOf, effectOf };
}
