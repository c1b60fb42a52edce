import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import { showToast } from '@/components/ui';
import { useCreateTask } from '../../api/task-mutations';
import { fieldMessage, formMessage } from '../../model/server-errors';
import { AssetChecklist } from '../form/asset-checklist';
import { DueCommentFields } from '../form/due-comment-fields';
import { TaskFormDialog } from '../form/task-form-dialog';
import { UserSelect } from '../form/user-select';
import { optionalFields } from '../../model/optional-fields';
import { useAssignees } from './use-assignees';

const FIELDS = ['userUID', 'assetUIDs', 'dueDate', 'comment'];

/** Asks a colleague to review assets (review_asset). */
export function ReviewTaskDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const create = useCreateTask();
  const assignees = useAssignees(project.client.clientUID);
  const [userUID, setUserUID] = useState('');
  const [assetUIDs, setAssetUIDs] = useState<string[]>([]);
  const [dueDate, setDueDate] = useState('');
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);

  const submit = () => {
    setTried(true);
    if (userUID === '' || assetUIDs.length === 0) return;
    create.mutate(
      {
        kind: 'review_asset',
        body: {
          projectUID: project.projectUID,
          userUID,
          assetUIDs,
          // The contract's defaults, sent explicitly: the generated type marks them required.
          isSimpleMode: false,
          allowDownload: false,
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
      title={t('create.review_asset.title')}
      description={t('create.review_asset.description', { name: project.name })}
      submitLabel={t('create.submit')}
      pending={create.isPending}
      message={formMessage(create.error, FIELDS) ?? formMessage(assignees.error, [])}
      onSubmit={submit}
      onClose={onClose}
    >
      <UserSelect
        label={t('form.reviewer')}
        users={assignees.users}
        loading={assignees.loading}
        value={userUID}
        error={
          tried && userUID === '' ? t('form.personRequired') : fieldMessage(create.error, 'userUID')
        }
        onChange={setUserUID}
      />
      <AssetChecklist
        assets={project.assets ?? []}
        selected={assetUIDs}
        error={
          tried && assetUIDs.length === 0
            ? t('form.assetsRequired')
            : fieldMessage(create.error, 'assetUIDs')
        }
        onChange={setAssetUIDs}
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
