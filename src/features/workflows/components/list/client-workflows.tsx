import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { ClientDirectory, Project, Workflow } from '@/api/types';
import { Alert, Button, EmptyState } from '@/components/ui';
import { useMayChangeWorkflows } from '../../access/admin-rights-context';
import { describeWorkflowError } from '../../access/describe-refusal';
import { formatDate } from '@/lib/format';
import { DeleteWorkflowDialog } from './delete-workflow-dialog';
import { RenameWorkflowDialog } from './rename-workflow-dialog';
import { useDuplicateWorkflow } from './use-duplicate-workflow';
import type { WorkflowListLinks } from './workflow-links';

interface ClientWorkflowsProps {
  client: ClientDirectory;
  showClientName: boolean;
  workflows: Workflow[];
  allWorkflows: Workflow[];
  bound: ReadonlyMap<string, Project[]>;
  links: WorkflowListLinks;
}

type Dialog = { kind: 'rename' | 'delete'; workflow: Workflow } | null;

/** One client's workflows as a table: name, steps, projects using it, created, actions. */
export function ClientWorkflows(props: ClientWorkflowsProps) {
  const { client, workflows, bound, links } = props;
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const [dialog, setDialog] = useState<Dialog>(null);
  const duplicate = useDuplicateWorkflow();
  const mayChange = useMayChangeWorkflows(client.clientUID);
  const headingId = `client-${client.clientUID}`;
  const untitled = t('list.untitled');

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className={props.showClientName ? 'text-lg font-semibold' : 'sr-only'}>
        {t('list.clientHeading', { client: client.name })}
      </h2>
      {mayChange ? null : (
        <Alert tone="info" title={t('admin.viewOnlyTitle')}>
          {t('admin.listViewOnly', { client: client.name })}
        </Alert>
      )}
      {duplicate.error ? (
        <p role="alert" className="text-sm text-red-800">
          {t('list.duplicateFailed', { reason: describeWorkflowError(duplicate.error) })}
        </p>
      ) : null}
      {workflows.length === 0 ? (
        <EmptyState title={t('list.emptyTitle', { client: client.name })}>
          {t('list.emptyHint')}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-300 bg-white">
          <table className="table-as-list w-full text-left text-sm">
            <caption className="sr-only">{t('list.caption', { client: client.name })}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('list.columns.name')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('list.columns.steps')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('list.columns.projects')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('list.columns.created')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">{t('list.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {workflows.map((workflow) => {
                const name = workflow.name ?? untitled;
                const projects = bound.get(workflow.workflowUID) ?? [];
                return (
                  <tr key={workflow.workflowUID} className="border-t border-slate-200">
                    <th scope="row" className="px-3 py-2 font-medium">
                      <Link
                        to={links.workflow(workflow.workflowUID)}
                        className="inline-flex min-h-6 items-center text-blue-800 underline-offset-2 hover:underline"
                      >
                        {name}
                      </Link>
                    </th>
                    <td data-label={t('list.columns.steps')} className="px-3 py-2">
                      {t('list.steps', { count: workflow.actions.length })}
                    </td>
                    <td data-label={t('list.columns.projects')} className="px-3 py-2">
                      {projects.length === 0
                        ? t('list.noProjects')
                        : t('list.projects', { count: projects.length })}
                    </td>
                    <td data-label={t('list.columns.created')} className="px-3 py-2">
                      {formatDate(workflow.created)}
                    </td>
                    <td className="px-3 py-2">
                      {mayChange ? (
                        <div className="flex flex-wrap justify-end gap-2">
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => setDialog({ kind: 'rename', workflow })}
                            aria-label={t('list.renameNamed', { name })}
                          >
                            {t('list.rename')}
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={duplicate.isPending}
                            onClick={() =>
                              duplicate.mutate({ workflow, copyName: t('list.copyName', { name }) })
                            }
                            aria-label={t('list.duplicateNamed', { name })}
                          >
                            {t('list.duplicate')}
                          </Button>
                          <Button
                            size="sm"
                            variant="danger"
                            onClick={() => setDialog({ kind: 'delete', workflow })}
                            aria-label={t('list.deleteNamed', { name })}
                          >
                            {t('list.delete')}
                          </Button>
                        </div>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <RenameWorkflowDialog
        workflow={dialog?.kind === 'rename' ? dialog.workflow : null}
        onClose={() => setDialog(null)}
      />
      <DeleteWorkflowDialog
        workflow={dialog?.kind === 'delete' ? dialog.workflow : null}
        projects={dialog?.kind === 'delete' ? (bound.get(dialog.workflow.workflowUID) ?? []) : []}
        allWorkflows={props.allWorkflows}
        links={links}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}
