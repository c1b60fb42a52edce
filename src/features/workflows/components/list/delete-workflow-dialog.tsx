import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { Project, Workflow } from '@/api/types';
import { Alert, Button, Dialog } from '@/components/ui';
import { describeWorkflowError } from '../../access/describe-refusal';
import { useDeleteWorkflow } from '../../api/workflow-mutations';
import type { WorkflowListLinks } from './workflow-links';

interface DeleteWorkflowDialogProps {
  workflow: Workflow | null;
  /** Projects bound to it: the service unbinds them and their workflow processing ends. */
  projects: readonly Project[];
  allWorkflows: readonly Workflow[];
  links: WorkflowListLinks;
  onClose: () => void;
}

/**
 * Deleting says what it does to the projects using the workflow, and explains up front when
 * the service will refuse it (another workflow still switches to it).
 */
export function DeleteWorkflowDialog(props: DeleteWorkflowDialogProps) {
  const { workflow, projects, links, onClose } = props;
  const { t } = useTranslation(['workflows', 'common']);
  const remove = useDeleteWorkflow();
  if (!workflow) return null;
  const name = workflow.name ?? t('workflows:list.untitled');
  const switchers = props.allWorkflows.filter(
    (other) =>
      other.workflowUID !== workflow.workflowUID &&
      other.actions.some((action) => action.targetWorkflowUid === workflow.workflowUID),
  );
  const blocked = switchers.length > 0;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('workflows:delete.title', { name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={blocked || remove.isPending}
            onClick={() => remove.mutate(workflow.workflowUID, { onSuccess: onClose })}
          >
            {t('workflows:delete.confirm')}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm">
        {remove.error ? <Alert tone="error">{describeWorkflowError(remove.error)}</Alert> : null}
        {blocked ? (
          <Alert tone="warning" title={t('workflows:delete.blockedTitle')}>
            {t('workflows:delete.blocked', {
              names: switchers.map((w) => w.name ?? t('workflows:list.untitled')).join(', '),
            })}
          </Alert>
        ) : null}
        {projects.length === 0 ? (
          <p>{t('workflows:delete.noProjects')}</p>
        ) : (
          <>
            <p>{t('workflows:delete.projects', { count: projects.length })}</p>
            <ul className="max-h-48 list-disc space-y-1 overflow-y-auto ps-5">
              {projects.map((project) => (
                <li key={project.projectUID}>
                  <Link to={links.project(project.projectUID)} className="text-blue-800 underline">
                    {project.name}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <p>{t('workflows:delete.cannotUndo')}</p>
      </div>
    </Dialog>
  );
}
