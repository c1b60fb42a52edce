import { useTranslation } from '@/lib/i18n';
import type { ClientDirectory } from '@/api/types';
import { SelectField } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import type { ProjectFormState } from '../../hooks/use-project-form';
import { PROJECT_LIMITS } from '../../model/limits';
import type { FormField } from '../../model/project-form';
import { WorkflowField } from '../../workflow/components/workflow-field';
import { LimitedTextField } from './limited-text-field';
import { OwnerPicker } from './owner-picker';
import { TagInput } from './tag-input';

export interface ProjectFormFieldsProps {
  form: ProjectFormState;
  directory: readonly ClientDirectory[];
  /** The client is chosen only when creating; it cannot change afterwards. */
  mode: 'create' | 'edit';
  fieldId: (field: FormField) => string;
  /** The project's due date when it has a time of day, shown so changing the day is a choice. */
  dueDateTime?: string | null;
  /** The name of the workflow the project runs now, for a service that cannot list them. */
  workflowName?: string | null;
}

export function ProjectFormFields({
  form,
  directory,
  mode,
  fieldId,
  dueDateTime = null,
  workflowName = null,
}: ProjectFormFieldsProps) {
  const { t } = useTranslation('project');
  const { values } = form;
  const client = directory.find((c) => c.clientUID === values.clientUID);
  const text = (field: 'customer' | 'project' | 'design' | 'revision', max: number | undefined) => (
    <LimitedTextField
      id={fieldId(field)}
      label={t(`form.fields.${field}`)}
      hint={field === 'customer' ? undefined : t(`form.hints.${field}`)}
      value={values[field]}
      onValueChange={(value) => form.setField(field, value)}
      onBlur={() => form.touch(field)}
      max={max}
      error={form.errorOf(field)}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      {mode === 'create' && (
        <SelectField
          id={fieldId('client')}
          label={t('form.fields.client')}
          hint={t('form.hints.client')}
          value={values.clientUID}
          onChange={(event) =>
            form.setClient(
              event.target.value,
              directory.find((c) => c.clientUID === event.target.value),
            )
          }
          error={form.errorOf('client')}
        >
          {directory.map((c) => (
            <option key={c.clientUID} value={c.clientUID}>
              {c.name}
            </option>
          ))}
        </SelectField>
      )}
      <LimitedTextField
        id={fieldId('name')}
        label={t('form.fields.name')}
        value={values.name}
        onValueChange={(value) => form.setField('name', value)}
        onBlur={() => form.touch('name')}
        error={form.errorOf('name')}
        required
      />
      {text('customer', undefined)}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('project', PROJECT_LIMITS.shortText)}
        {text('design', PROJECT_LIMITS.shortText)}
      </div>
      {text('revision', PROJECT_LIMITS.shortText)}
      <LimitedTextField
        id={fieldId('description')}
        label={t('form.fields.description')}
        value={values.description}
        onValueChange={(value) => form.setField('description', value)}
        onBlur={() => form.touch('description')}
        max={PROJECT_LIMITS.description}
        error={form.errorOf('description')}
        multiline
      />
      <TagInput
        id={fieldId('tags')}
        tags={values.tags}
        draft={values.tagDraft}
        onChange={form.setTags}
        error={form.errorOf('tags')}
      />
      <LimitedTextField
        id={fieldId('dueDate')}
        type="date"
        label={t('form.fields.dueDate')}
        hint={
          dueDateTime && values.dueDate === form.initial.dueDate
            ? t('form.hints.dueDateTime', { dateTime: formatDateTime(dueDateTime) })
            : undefined
        }
        value={values.dueDate}
        onValueChange={(value) => form.setField('dueDate', value)}
        onBlur={() => form.touch('dueDate')}
        error={form.errorOf('dueDate')}
      />
      <OwnerPicker
        id={fieldId('owners')}
        users={client?.users ?? []}
        selected={values.ownerUIDs}
        onChange={(owners) => {
          form.setField('ownerUIDs', owners);
          form.touch('owners');
        }}
        error={form.errorOf('owners')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={fieldId('template')}
          label={t('form.fields.template')}
          value={values.templateUID}
          onChange={(event) => form.setField('templateUID', event.target.value)}
          error={form.errorOf('template')}
        >
          <option value="">{t('form.noTemplate')}</option>
          {client?.templates.map((template) => (
            <option key={template.templateUID} value={template.templateUID}>
              {template.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={fieldId('folder')}
          label={t('form.fields.folder')}
          value={values.folderUID}
          onChange={(event) => form.setField('folderUID', event.target.value)}
          error={form.errorOf('folder')}
        >
          <option value="">{t('form.noFolder')}</option>
          {client?.folders.map((folder) => (
            <option key={folder.folderUID} value={folder.folderUID}>
              {folder.name}
            </option>
          ))}
        </SelectField>
      </div>
      <WorkflowField
        id={fieldId('workflow')}
        clientUID={values.clientUID}
        mode={mode}
        initialUID={form.initial.workflowUID}
        initialName={workflowName}
        value={values.workflowUID}
        onChange={(workflowUID) => form.setField('workflowUID', workflowUID)}
        error={form.errorOf('workflow')}
      />
    </div>
  );
}
