import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { DueCommentFields } from '../form/due-comment-fields';
import { TaskFormDialog } from '../form/task-form-dialog';
import { useAssigneeField } from '../form/use-assignee-field';
import { useCreateTaskForm } from '../form/use-create-task-form';
import { UserSelect } from '../form/user-select';

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
  const form = useCreateTaskForm(['userUID'], onClose);
  const person = useAssigneeField(form, project.client.clientUID);
  const { userUID } = person;

  const submit = () =>
    form.submit(userUID !== '', {
      kind,
      body: { projectUID: project.projectUID, userUID, ...form.scheduleBody },
    });

  return (
    <TaskFormDialog
      title={t(`create.${kind}.title`)}
      description={t(`create.${kind}.description`, { name: project.name })}
      submitLabel={t('create.submit')}
      pending={form.pending}
      message={form.message ?? person.message}
      onSubmit={submit}
      onClose={onClose}
    >
      <UserSelect label={t('form.assignee')} {...person.select} />
      <DueCommentFields {...form.schedule} />
    </TaskFormDialog>
  );
}
