import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import { showToast } from '@/components/ui';
import { useCreateTask } from '../../api/task-mutations';
import { fieldMessage, formMessage } from '../../model/server-errors';
import { DueCommentFields } from '../form/due-comment-fields';
import { TaskFormDialog } from '../form/task-form-dialog';
import { UserSelect } from '../form/user-select';
import { optionalFields } from '../../model/optional-fields';
import { useAssignees } from './use-assignees';

const FIELDS = ['userUID', 'dueDate', 'comment'];

/** Asks someone to upload assets (asset_upload) or reference documents (refdoc_upload). */
export function UploadTaskDialog({
  project,
  kind,
  onClose,
}: {
  project: Project;
  kind: 'asset_upload' | 'refdoc_upload';
  onClose: () => void;
}) {
  const { t } = useTranslation('tasks');
  const create = useCreateTask();
  const assignees = useAssignees(project.client.clientUID);
  const [userUID, setUserUID] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [comment, setComment] = useState('');
  const [missingUser, setMissingUser] = useState(false);

  const submit = () => {
    setMissingUser(userUID === '');
    if (userUID === '') return;
    const body = {
      projectUID: project.projectUID,
      userUID,
      ...optionalFields({ dueDate, comment }),
    };
    create.mutate(
      { kind, body },
      {
        onSuccess: (task) => {
          showToast({
            tone: 'success',
            message: t('created', {
              type: t(`type.${task.type}`),
              name: task.user.fullName ?? task.user.email,
            }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <TaskFormDialog
      title={t(`create.${kind}.title`)}
      description={t(`create.${kind}.description`, { name: project.name })}
      submitLabel={t('create.submit')}
      pending={create.isPending}
      message={formMessage(create.error, FIELDS) ?? formMessage(assignees.error, [])}
      onSubmit={submit}
      onClose={onClose}
    >
      <UserSelect
        label={t('form.assignee')}
        users={assignees.users}
        loading={assignees.loading}
        value={userUID}
        error={missingUser ? t('form.personRequired') : fieldMessage(create.error, 'userUID')}
        onChange={setUserUID}
      />
      <DueCommentFields
        dueDate={dueDate}
        comment={comment}
        dueError={fieldMessage(create.error, 'dueDate')}
        commentError={fieldMessage(create.error, 'comment')}
        onDueDate={setDueDate}
        onComment={setComment}
      />
    </TaskFormDialog>
  );
}
