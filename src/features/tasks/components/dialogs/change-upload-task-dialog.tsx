import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { SelectField } from '@/components/ui';
import { DueCommentFields } from '../form/due-comment-fields';
import { TaskFormDialog } from '../form/task-form-dialog';
import { useAssigneeField } from '../form/use-assignee-field';
import { useCreateTaskForm } from '../form/use-create-task-form';
import { UserSelect } from '../form/user-select';

/** Asks someone for the next version of one asset (asset_change_upload). */
export function ChangeUploadTaskDialog({
  project,
  onClose,
}: {
  project: Project;
  onClose: () => void;
}) {
  const { t } = useTranslation('tasks');
  const form = useCreateTaskForm(['userUID', 'assetUID'], onClose);
  const person = useAssigneeField(form, project.client.clientUID);
  const assets = project.assets ?? [];
  const [assetUID, setAssetUID] = useState('');
  const { userUID } = person;

  const submit = () =>
    form.submit(userUID !== '' && assetUID !== '', {
      kind: 'asset_change_upload',
      body: { projectUID: project.projectUID, userUID, assetUID, ...form.scheduleBody },
    });

  return (
    <TaskFormDialog
      title={t('create.asset_change_upload.title')}
      description={t('create.asset_change_upload.description', { name: project.name })}
      submitLabel={t('create.submit')}
      pending={form.pending}
      message={form.message ?? person.message}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField
        label={t('form.asset')}
        required
        value={assetUID}
        error={form.errorOf('assetUID', assetUID === '' && t('form.assetRequired'))}
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
      <UserSelect label={t('form.assignee')} {...person.select} />
      <DueCommentFields {...form.schedule} />
    </TaskFormDialog>
  );
}
