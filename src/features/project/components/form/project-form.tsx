import { useEffect, useId } from 'react';
import type { SyntheticEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isApiError } from '@/api/client';
import type { ClientDirectory, Project } from '@/api/types';
import { SaveWatchNotice } from '@/components/save-watch-notice';
import { Alert, Button, DialogActions } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { isProjectEditable } from '@/lib/review-status';
import { useSaveWatch } from '@/lib/save-watch';
import { applyEdit, useCreateProject, useEditProject } from '../../api/project-mutations';
import { findCreatedProject, findStoredEdit } from '../../api/save-checks';
import { useProjectForm } from '../../hooks/use-project-form';
import {
  toCreateRequest,
  toEditRequest,
  type FormField,
  type ProjectFormValues,
} from '../../model/project-form';
import { mapServerFieldErrors } from '../../model/server-errors';
import { ProjectFormFields } from './project-form-fields';

export interface ProjectFormProps {
  mode: 'create' | 'edit';
  /** The project being edited (edit mode). */
  project?: Project | undefined;
  directory: readonly ClientDirectory[];
  initialValues: ProjectFormValues;
  onSaved: (project: Project) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean, saving: boolean) => void;
}

function focusField(id: string): void {
  document.getElementById(id)?.focus();
}

/** The create/edit form. Every failure keeps what was typed and says where the problem is. */
export function ProjectForm(props: ProjectFormProps) {
  const { mode, project, directory, initialValues, onSaved, onCancel, onDirtyChange } = props;
  const { t } = useTranslation('project');
  const prefix = useId();
  const fieldId = (field: FormField) => `${prefix}-${field}`;
  const form = useProjectForm(initialValues);
  const create = useCreateProject();
  const edit = useEditProject(project?.projectUID ?? '');
  // A save without an answer offers Cancel, then finds out whether it landed (never re-sent).
  const watch = useSaveWatch();
  const saving = watch.busy;
  const readOnly =
    mode === 'edit' && project !== undefined && !isProjectEditable(project.projectState);

  // The dialog asks before closing over unsaved work, and not at all while saving.
  const { dirty } = form;
  useEffect(() => {
    onDirtyChange(dirty, saving);
  }, [dirty, saving, onDirtyChange]);

  const handleError = (error: unknown) => {
    if (isApiError(error) && error.kind === 'validation') {
      const mapped = mapServerFieldErrors(error.fieldErrors);
      form.setServerErrors(mapped.fields);
      form.setFormError(
        mapped.other.length > 0 ? mapped.other.join(' ') : t('form.serverProblems'),
      );
      const first = (Object.keys(mapped.fields) as FormField[])[0];
      if (first) focusField(fieldId(first));
      return;
    }
    form.setFormError(t('form.saveFailed', { reason: describeError(error) }));
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || readOnly) return;
    form.markSubmitted();
    form.setFormError(null);
    const [firstInvalid] = form.invalidFields();
    if (firstInvalid) {
      focusField(fieldId(firstInvalid));
      return;
    }
    if (mode === 'create') {
      const body = toCreateRequest(form.values);
      const sentAt = Date.now();
      watch.start({
        send: (signal) => create.mutateAsync({ ...body, signal }),
        check: () => findCreatedProject(body, sentAt),
        onSaved: (created) => onSaved(created),
        onFailed: handleError,
      });
      return;
    }
    if (!project) return;
    const body = toEditRequest(project.projectUID, form.initial, form.values);
    if (body === null) {
      // Nothing to save: leave as if cancelled, without claiming a save.
      onCancel();
      return;
    }
    const typed = form.values;
    watch.start({
      send: async (signal) => {
        await edit.mutateAsync({ ...body, signal });
        return applyEdit(project, body);
      },
      check: () => findStoredEdit(project.projectUID, typed),
      onSaved,
      onFailed: handleError,
    });
  };

  const invalidCount = form.submitted ? form.invalidFields().length : 0;
  return (
    <form noValidate onSubmit={submit} aria-busy={saving} className="flex flex-col gap-4">
      {readOnly && (
        <Alert tone="warning">
          {t('form.readOnly', { state: t(`state.${project.projectState}`) })}
        </Alert>
      )}
      {invalidCount > 0 && (
        <Alert tone="error">{t('form.fixProblems', { count: invalidCount })}</Alert>
      )}
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <ProjectFormFields
        form={form}
        directory={directory}
        mode={mode}
        fieldId={fieldId}
        dueDateTime={project?.dueDate && project.dueDate.length > 10 ? project.dueDate : null}
        workflowName={
          project?.workflow ? (project.workflow.name ?? project.workflow.workflowUID) : null
        }
      />
      <SaveWatchNotice watch={watch} />
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled={saving || readOnly}>
          {saving
            ? t('form.saving')
            : mode === 'create'
              ? t('form.submitCreate')
              : t('form.submitEdit')}
        </Button>
      </DialogActions>
    </form>
  );
}
