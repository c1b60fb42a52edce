import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import { SelectField, showToast } from '@/components/ui';
import { useCreateTask } from '../../api/task-mutations';
import { fieldMessage, formMessage } from '../../model/server-errors';
import { DueCommentFields } from '../form/due-comment-fields';
import { TaskFormDialog } from '../form/task-form-dialog';
import { UserSelect } from '../form/user-select';
import { optionalFields } from '../../model/optional-fields';
import { useAssignees } from './use-assignees';

const FIELDS = ['userUID', 'assetUID', 'dueDate', 'comment'];

/** Asks someone for the next version of one asset (asset_change_upload). */
export function ChangeUploadTaskDialog({
  project,
  onClose,
}: {
  project: Project;
  onClose: () => void;
}) {
  const { t } = useTranslation('tasks');
  const create = useCreateTask();
  const assignees = useAssignees(project.client.clientUID);
  const assets = project.assets ?? [];
  const [assetUID, setAssetUID] = useState('');
  const [userUID, setUserUID] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);

  const submit = () => {
    setTried(true);
    if (userUID === '' || assetUID === '') return;
    create.mutate(
      {
        kind: 'asset_change_upload',
        body: {
          projectUID: project.projectUID,
          userUID,
          assetUID,
          ...optionalFields({ dueDate, comment }),
        },
      },
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
      title={t('create.asset_change_upload.title')}
      description={t('create.asset_change_upload.description', { name: project.name })}
      submitLabel={t('create.submit')}
      pending={create.isPending}
      message={formMessage(create.error, FIELDS) ?? formMessage(assignees.error, [])}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField
        label={t('form.asset')}
        required
        value={assetUID}
        error={
          tried && assetUID === ''
            ? t('form.assetRequired')
            : fieldMessage(create.error, 'assetUID')
        }
        hint={assets.length === 0 ? t('form.noAssets') : undefined}
        onChange={(event) => setAssetUID(event.target.value)}
      >
        <option value="">{t('form.chooseAsset')}</option>
        {assets.map((asset) => (
          <option key={asset.assetUID} value={asset.assetUID}>
            {t('form.assetOption', { name: asset.name, version: asset.version })}
          </option>
        ))}
      </SelectField>
      <UserSelect
        label={t('form.assignee')}
        users={assignees.users}
        loading={assignees.loading}
        value={userUID}
        error={
          tried && userUID === '' ? t('form.personRequired') : fieldMessage(create.error, 'userUID')
        }
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
