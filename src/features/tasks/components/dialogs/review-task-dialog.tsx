import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { AssetChecklist } from '../form/asset-checklist';
import { DueCommentFields } from '../form/due-comment-fields';
import { TaskFormDialog } from '../form/task-form-dialog';
import { useAssigneeField } from '../form/use-assignee-field';
import { useCreateTaskForm } from '../form/use-create-task-form';
import { UserSelect } from '../form/user-select';

/** Asks a colleague to review assets (review_asset). */
export function ReviewTaskDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const form = useCreateTaskForm(['userUID', 'assetUIDs'], onClose);
  const person = useAssigneeField(form, project.client.clientUID);
  const { userUID } = person;
  const [assetUIDs, setAssetUIDs] = useState<string[]>([]);

  const submit = () =>
    form.submit(userUID !== '' && assetUIDs.length > 0, {
      kind: 'review_asset',
      body: {
        projectUID: project.projectUID,
        userUID,
        assetUIDs,
        // The contract's defaults, sent explicitly: the generated type marks them required.
        isSimpleMode: false,
        allowDownload: false,
        ...form.scheduleBody,
      },
    });

  return (
    <TaskFormDialog
      title={t('create.review_asset.title')}
      description={t('create.review_asset.description', { name: project.name })}
      submitLabel={t('create.submit')}
      pending={form.pending}
      message={form.message ?? person.message}
      onSubmit={submit}
      onClose={onClose}
    >
      <UserSelect label={t('form.reviewer')} {...person.select} />
      <AssetChecklist
        assets={project.assets ?? []}
        selected={assetUIDs}
        error={form.errorOf('assetUIDs', assetUIDs.length === 0 && t('form.assetsRequired'))}
        onChange={setAssetUIDs}
      />
      <DueCommentFields {...form.schedule} />
    </TaskFormDialog>
  );
}
