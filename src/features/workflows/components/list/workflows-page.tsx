import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Workflow } from '@/api/types';
import { mayOfferAdminChange, type ClientRights } from '@/domain/access/admin-rights';
import { AdminRightsContext } from '../../access/admin-rights-context';
import { Button, InfoTip, Spinner } from '@/components/ui';
import { useClientDirectory } from '@/entities/users/queries';
import { projectsByWorkflow, useBoundProjects, useWorkflowList } from '../../api/workflow-queries';
import { CreateWorkflowDialog } from './create-workflow-dialog';
import { ClientWorkflows } from './client-workflows';
import type { WorkflowListLinks } from './workflow-links';
import { QueryErrorAlert } from '@/components/query-error-alert';

/** The Workflows screen: each client's workflows, with create, duplicate, rename and delete. */
export function WorkflowsPage({
  links,
  adminRights,
}: {
  links: WorkflowListLinks;
  /** Admin rights per client (GET /user/loggedin); undefined when unknown. */
  adminRights: readonly ClientRights[] | undefined;
}) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const workflows = useWorkflowList();
  const directory = useClientDirectory();
  const projects = useBoundProjects();
  const [creating, setCreating] = useState(false);
  const bound = projectsByWorkflow(projects.data);
  const clients = directory.data ?? [];
  const creatable = clients.filter(
    (client) => adminRights === undefined || mayOfferAdminChange(adminRights, client.clientUID),
  );
  const failed = workflows.isError || directory.isError;

  return (
    <AdminRightsContext value={adminRights}>
      <div className="space-y-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex items-center gap-1">
            <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
            <InfoTip label={t('common:about', { title: t('title') })}>{t('list.intro')}</InfoTip>
          </div>
          {directory.isPending || creatable.length > 0 ? (
            <Button onClick={() => setCreating(true)} disabled={creatable.length === 0}>
              {t('list.create')}
            </Button>
          ) : null}
        </div>
        {failed ? (
          <QueryErrorAlert
            query={workflows.isError ? workflows : directory}
            title={t('list.loadFailed')}
          />
        ) : workflows.isPending || directory.isPending ? (
          <Spinner label={t('list.loading')} />
        ) : (
          clients.map((client) => (
            <ClientWorkflows
              key={client.clientUID}
              client={client}
              showClientName={clients.length > 1}
              workflows={workflows.data.filter((w: Workflow) => w.clientUID === client.clientUID)}
              allWorkflows={workflows.data}
              bound={bound}
              links={links}
            />
          ))
        )}
        <CreateWorkflowDialog
          open={creating}
          onClose={() => setCreating(false)}
          clients={creatable}
          links={links}
        />
      </div>
    </AdminRightsContext>
  );
}
