import type { Project, Task } from '@/api/types';
import type { CreateTaskKind } from '../api/task-mutations';
import { AssignRolesDialog } from './dialogs/assign-roles-dialog';
import { ChangeUploadTaskDialog } from './dialogs/change-upload-task-dialog';
import { DeleteTaskDialog } from './dialogs/delete-task-dialog';
import { ExternalReviewDialog } from './dialogs/external-review-dialog';
import { ReviewTaskDialog } from './dialogs/review-task-dialog';
import { UploadTaskDialog } from './dialogs/upload-task-dialog';

/** Which dialog is open, if any. */
export type OpenTaskDialog =
  | { kind: 'create'; create: CreateTaskKind }
  | { kind: 'assign'; task: Task }
  | { kind: 'delete'; task: Task }
  | null;

/** Renders the open dialog; `project` is needed for the create dialogs only. */
export function TaskDialogs({
  open,
  project,
  onClose,
}: {
  open: OpenTaskDialog;
  project?: Project | undefined;
  onClose: () => void;
}) {
  if (!open) return null;
  if (open.kind === 'assign') return <AssignRolesDialog task={open.task} onClose={onClose} />;
  if (open.kind === 'delete') return <DeleteTaskDialog task={open.task} onClose={onClose} />;
  if (!project) return null;
  switch (open.create) {
    case 'asset_upload':
    case 'refdoc_upload':
      return <UploadTaskDialog project={project} kind={open.create} onClose={onClose} />;
    case 'asset_change_upload':
      return <ChangeUploadTaskDialog project={project} onClose={onClose} />;
    case 'review_asset':
      return <ReviewTaskDialog project={project} onClose={onClose} />;
    case 'review_asset_ext':
      return <ExternalReviewDialog project={project} onClose={onClose} />;
  }
}
