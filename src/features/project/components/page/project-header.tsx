import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { BackLink, showToast } from '@/components/ui';
import type { StateAction } from '@/lib/review-status';
import { ProjectFormDialog } from '../form/project-form-dialog';
import { ProofReportDialog } from '../report/proof-report-dialog';
import { DeleteProjectDialog } from './delete-project-dialog';
import { ProjectActions } from './project-actions';
import { StateChangeDialog } from './state-change-dialog';
import { StateBadge } from '@/entities/project/state-badge';

type OpenDialog =
  | { kind: 'edit' }
  | { kind: 'report' }
  | { kind: 'delete' }
  | { kind: 'state'; action: StateAction }
  | null;

export interface ProjectHeaderProps {
  project: Project;
  dashboardHref: string;
  onDeleted: () => void;
}

/** Name, customer and state, the actions the state allows, and their dialogs. */
export function ProjectHeader({ project, dashboardHref, onDeleted }: ProjectHeaderProps) {
  // 'viewer' too: the proof report viewer would otherwise load its texts on first opening.
  const { t } = useTranslation(['project', 'viewer']);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const titleId = useId();

  // A region named by the project, so its state and actions are one landmark away.
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <p className="text-sm">
        <BackLink to={dashboardHref}>{t('page.backToDashboard')}</BackLink>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 id={titleId} className="text-2xl font-semibold break-words text-slate-900">
              {project.name}
            </h1>
            <StateBadge state={project.projectState} />
          </div>
          <p className="text-sm text-slate-700">
            {project.customer
              ? t('page.customerOf', { customer: project.customer, client: project.client.name })
              : project.client.name}
          </p>
        </div>
      </div>
      <div role="status" className="empty:hidden">
        {project.projectState === 'InTransit' && (
          <p className="flex items-center gap-2 rounded-md border border-blue-300 bg-blue-50 px-3 py-2 text-sm text-blue-950">
            <span
              aria-hidden="true"
              className="size-4 shrink-0 animate-spin rounded-full border-2 border-blue-200 border-t-blue-700 motion-reduce:animate-none"
            />
            {t('page.inTransit')}
          </p>
        )}
      </div>
      <ProjectActions
        project={project}
        onEdit={() => setDialog({ kind: 'edit' })}
        onReport={() => setDialog({ kind: 'report' })}
        onDelete={() => setDialog({ kind: 'delete' })}
        onStateAction={(action) => setDialog({ kind: 'state', action })}
      />
      <ProjectFormDialog
        mode="edit"
        project={project}
        open={dialog?.kind === 'edit'}
        onClose={close}
        onSaved={() => {
          close();
          showToast({ tone: 'success', message: t('form.saved') });
        }}
      />
      {dialog?.kind === 'report' && <ProofReportDialog project={project} onClose={close} />}
      {dialog?.kind === 'state' && (
        <StateChangeDialog project={project} action={dialog.action} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteProjectDialog project={project} onClose={close} onDeleted={onDeleted} />
      )}
    </section>
  );
}
