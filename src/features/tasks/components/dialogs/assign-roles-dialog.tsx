import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Task } from '@/api/types';
import { showToast } from '@/components/ui';
import { useCompleteTask } from '../../api/task-mutations';
import { formMessage } from '@/lib/form-errors';
import { CheckboxGroup } from '../form/checkbox-group';
import { TaskFormDialog } from '../form/task-form-dialog';
import { useAssignees } from '../form/use-assignees';

/** Completes an AssignUserRoles task: one or more people for each role it asks for. */
export function AssignRolesDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const complete = useCompleteTask();
  const assignees = useAssignees(task.clientUID);
  const roles = task.roles ?? [];
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [tried, setTried] = useState(false);
  const missing = roles.filter((role) => (chosen[role.uid] ?? []).length === 0);

  const toggle = (roleUid: string, userUID: string) =>
    setChosen((current) => {
      const list = current[roleUid] ?? [];
      return {
        ...current,
        [roleUid]: list.includes(userUID)
          ? list.filter((uid) => uid !== userUID)
          : [...list, userUID],
      };
    });

  const submit = () => {
    setTried(true);
    if (missing.length > 0) return;
    complete.mutate(
      {
        projectUID: task.projectUID,
        body: {
          taskUID: task.taskUID,
          data: {
            assignUsers: roles.map((role) => ({
              roleUid: role.uid,
              internalUsers: chosen[role.uid] ?? [],
            })),
          },
        },
      },
      {
        onSuccess: () => {
          showToast({ tone: 'success', message: t('assign.done', { project: task.projectName }) });
          onClose();
        },
      },
    );
  };

  return (
    <TaskFormDialog
      title={t('assign.title')}
      description={t('assign.description', { project: task.projectName })}
      submitLabel={t('assign.submit')}
      pending={complete.isPending}
      message={formMessage(complete.error, []) ?? formMessage(assignees.error, [])}
      onSubmit={submit}
      onClose={onClose}
    >
      {roles.length === 0 && <p className="text-sm text-slate-700">{t('assign.noRoles')}</p>}
      {roles.map((role) => (
        <CheckboxGroup
          key={role.uid}
          legend={t('assign.role', { role: role.name })}
          error={
            tried && missing.includes(role)
              ? t('assign.roleRequired', { role: role.name })
              : undefined
          }
        >
          {assignees.users.map((user) => (
            <label key={user.userUID} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-blue-700"
                checked={(chosen[role.uid] ?? []).includes(user.userUID)}
                onChange={() => toggle(role.uid, user.userUID)}
              />
              {t('form.personOption', { name: user.fullName, email: user.email })}
            </label>
          ))}
        </CheckboxGroup>
      ))}
    </TaskFormDialog>
  );
}
