import { useTranslation } from '@/lib/i18n';
import type { ReactionType } from '@/api/types';
import { EMAIL_REACTIONS } from '@/domain/workflows/vocabulary';
import type { ActionInspectorProps } from '../model/builder-types';
import { ChoiceList } from './choice-list';
import { fieldMessage, listOrUndefined } from './field-messages';
import { roleChoices } from './role-choices';

type Kind = 'task' | 'mail' | 'assign';

function kindOf(reaction: ReactionType): Kind {
  if (reaction === 'AssignUserRoles') return 'assign';
  return EMAIL_REACTIONS.includes(reaction) ? 'mail' : 'task';
}

/** The users and roles pickers: who receives the task or e-mail (or, for roles, which to fill). */
export function RecipientsFields({ action, issues, scope, onChange }: ActionInspectorProps) {
  const { t } = useTranslation('workflow-inspector');
  const kind = kindOf(action.reactionType);
  const users = scope.client.users.map((user) => ({
    value: user.userUID,
    label: user.fullName,
    detail: user.email,
  }));
  return (
    <>
      <ChoiceList
        legend={t(`recipients.${kind}.users`)}
        hint={t(`recipients.${kind}.usersHint`)}
        choices={users}
        selected={action.userUIDs ?? []}
        error={fieldMessage(issues, 'userUIDs')}
        emptyText={t('recipients.noUsers')}
        onChange={(selected) => onChange({ userUIDs: listOrUndefined(selected) })}
      />
      <ChoiceList
        legend={t(`recipients.${kind}.roles`)}
        hint={t(`recipients.${kind}.rolesHint`)}
        choices={roleChoices(scope.roles, t, kind !== 'assign')}
        selected={action.roleUids ?? []}
        error={fieldMessage(issues, 'roleUids')}
        emptyText={t('recipients.noRoles')}
        onChange={(selected) => onChange({ roleUids: listOrUndefined(selected) })}
      />
    </>
  );
}
