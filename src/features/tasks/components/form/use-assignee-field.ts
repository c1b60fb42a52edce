import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formMessage } from '@/lib/form-errors';
import { useAssignees } from './use-assignees';
import type { CreateTaskForm } from './use-create-task-form';
import type { UserSelectProps } from './user-select';

/** The one person a new task goes to: required, one of the project client's users. */
export function useAssigneeField(form: CreateTaskForm, clientUID: string) {
  const { t } = useTranslation('tasks');
  const assignees = useAssignees(clientUID);
  const [userUID, setUserUID] = useState('');
  const select: Omit<UserSelectProps, 'label'> = {
    assignees,
    value: userUID,
    error: form.errorOf('userUID', userUID === '' && t('form.personRequired')),
    onChange: setUserUID,
  };
  return {
    userUID,
    /** Props for UserSelect, but its label. */
    select,
    /** Why the people could not be listed, for above the form. */
    message: formMessage(assignees.error, []),
  };
}
