import { useTranslation } from '@/lib/i18n';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, Spinner } from '@/components/ui';
import type { ClientRights } from '@/domain/access/admin-rights';
import { mayOfferAdminChange } from '@/domain/access/admin-rights';
import { useClientDirectory } from '@/entities/users/queries';
import { useWorkflowList } from '../../api/workflow-queries';
import { isStarterId, STARTER_STEPS, starterDraft, type StarterStep } from '../../model/starters';
import { BuilderSession, type BuilderLinks } from './builder-session';

/**
 * The builder route: an existing workflow (`/workflows/:uid`) or a new one from a starter
 * (`/workflows/new?client=&starter=&name=`). Loads what the pickers need, then hands one
 * draft to a session keyed by the workflow, so switching workflows starts clean.
 */
export function WorkflowBuilderPage({
  links,
  notFound,
  adminRights,
}: {
  links: BuilderLinks;
  /** The app's not-found page: no such workflow, client or starter. */
  notFound: ReactNode;
  /** Admin rights per client (GET /user/loggedin); undefined when unknown. */
  adminRights: readonly ClientRights[] | undefined;
}) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const { workflowUID } = useParams();
  const [search] = useSearchParams();
  const workflows = useWorkflowList();
  const directory = useClientDirectory();

  if (workflows.error || directory.error) {
    return (
      <Alert tone="error" title={t('builder.loadFailed')}>
        {(workflows.error ?? directory.error)?.message}
      </Alert>
    );
  }
  if (!workflows.data || !directory.data) return <Spinner label={t('builder.loading')} />;

  const existing = workflowUID
    ? workflows.data.find((workflow) => workflow.workflowUID === workflowUID)
    : undefined;
  const clientUID = existing?.clientUID ?? search.get('client') ?? '';
  const client = directory.data.find((entry) => entry.clientUID === clientUID);
  const starter = search.get('starter');
  if ((workflowUID && !existing) || !client || (!existing && !isStarterId(starter))) {
    return notFound;
  }
  const mayChange = adminRights === undefined || mayOfferAdminChange(adminRights, client.clientUID);
  if (!existing && !mayChange) {
    return (
      <Alert tone="info" title={t('admin.viewOnlyTitle')}>
        <p>{t('admin.createRefused', { client: client.name })}</p>
        <Link to={links.list} className="underline">
          {t('builder.backToList')}
        </Link>
      </Alert>
    );
  }
  const draft = existing
    ? {
        name: existing.name ?? '',
        actions: existing.actions.map((action) => ({ ...action })),
        roles: existing.roles,
      }
    : starterDraft(isStarterId(starter) ? starter : 'empty', {
        name: search.get('name') ?? '',
        askForChanges: t('starters.askForChanges'),
        reviewersRole: t('starters.reviewersRole'),
        steps: Object.fromEntries(
          STARTER_STEPS.map((step) => [step, t(`starters.steps.${step}`)]),
        ) as Record<StarterStep, string>,
      });
  return (
    <BuilderSession
      key={existing?.workflowUID ?? `new:${clientUID}:${starter ?? ''}`}
      workflowUID={existing?.workflowUID}
      client={client}
      workflows={workflows.data}
      saved={draft}
      links={links}
      readOnly={!mayChange}
    />
  );
}
