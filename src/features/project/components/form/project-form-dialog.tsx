import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/api/session';
import type { ClientDirectory, Project } from '@/api/types';
import { Dialog, Spinner } from '@/components/ui';
import { useLeaveWarning } from '@/lib/unsaved-work';
import { useClientDirectory } from '@/entities/users/queries';
import { emptyFormValues, formValuesOf, type ProjectFormValues } from '../../model/project-form';
import { DiscardChangesPrompt } from './discard-changes-prompt';
import { ProjectForm } from './project-form';
import { QueryErrorAlert } from '@/components/query-error-alert';

/**
 * Props of the create/edit dialog. In edit mode `project` is required; in create mode
 * `clientUID` preselects the client (default: the caller's first client).
 */
export interface ProjectFormDialogProps {
  mode: 'create' | 'edit';
  project?: Project | undefined;
  clientUID?: string | undefined;
  open: boolean;
  /** The person closed the dialog (Cancel, Escape) without saving. */
  onClose: () => void;
  /**
   * Saved: the created project, or the edited one with its new values. The parent closes the
   * dialog and tells the person (the dialog shows no toast of its own).
   */
  onSaved: (project: Project) => void;
}

function createValues(
  directory: readonly ClientDirectory[],
  clientUID: string | undefined,
  email: string | undefined,
): ProjectFormValues {
  const client = directory.find((c) => c.clientUID === clientUID) ?? directory[0];
  // The person creating the project usually owns it; they can remove themselves.
  const me = client?.users.find((user) => user.email.toLowerCase() === email?.toLowerCase());
  return emptyFormValues(client?.clientUID ?? '', me ? [me.userUID] : []);
}

/** Create or edit a project in a modal dialog; closing over unsaved work asks first. */
export function ProjectFormDialog(props: ProjectFormDialogProps) {
  // Mounted per opening, so every opening starts from the project as it is now.
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ mode, project, clientUID, onClose, onSaved }: ProjectFormDialogProps) {
  const { t } = useTranslation('project');
  const session = useSession();
  const directory = useClientDirectory();
  const [initialValues, setInitialValues] = useState<ProjectFormValues | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const status = useRef({ dirty: false, saving: false });
  // Closing the tab over typed or still-saving work asks first, like closing the dialog.
  useLeaveWarning(() => status.current.dirty || status.current.saving);

  // Initial values are fixed once, when the lists arrive: a refetch must not reset typing.
  if (initialValues === null && directory.data) {
    setInitialValues(
      mode === 'edit' && project
        ? formValuesOf(project)
        : createValues(directory.data, clientUID, session?.userName),
    );
  }

  const onDirtyChange = useCallback((dirty: boolean, saving: boolean) => {
    status.current = { dirty, saving };
  }, []);

  const requestClose = () => {
    if (status.current.saving) return;
    if (status.current.dirty) setConfirmingDiscard(true);
    else onClose();
  };

  let body;
  if (directory.isError) {
    body = <QueryErrorAlert query={directory} title={t('form.loadFailed')} />;
  } else if (!directory.data || initialValues === null) {
    body = <Spinner label={t('form.loading')} />;
  } else {
    body = (
      <ProjectForm
        mode={mode}
        project={project}
        directory={directory.data}
        initialValues={initialValues}
        onSaved={onSaved}
        onCancel={requestClose}
        onDirtyChange={onDirtyChange}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={requestClose}
      title={mode === 'create' ? t('form.createTitle') : t('form.editTitle')}
      description={t('form.intro')}
    >
      {confirmingDiscard && (
        <DiscardChangesPrompt onKeep={() => setConfirmingDiscard(false)} onDiscard={onClose} />
      )}
      {body}
    </Dialog>
  );
}
