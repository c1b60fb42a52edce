import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ClientDirectory, Project } from '@/api/types';
import { Alert, SelectField, Spinner } from '@/components/ui';
import { isHttpUrl } from '@/domain/workflows/vocabulary';
import { buildWorkflowCall, type WebhookRequestFields } from '@/domain/workflows/webhook-request';
import { previewValues } from './preview-values';
import { useClientProjects, usePreviewProject } from '../../api/webhook-preview-queries';

interface RequestPreviewProps {
  action: WebhookRequestFields;
  client: ClientDirectory;
}

/**
 * The request the step would send for a project of the client, built by the same function
 * the service uses, from the project as it is now.
 */
export function RequestPreview({ action, client }: RequestPreviewProps) {
  const { t } = useTranslation('workflow-inspector');
  const headingId = useId();
  const [projectUID, setProjectUID] = useState<string | null>(null);
  const projects = useClientProjects(client.clientUID);
  const list = projects.data ?? [];
  // The first project until the admin picks one, so the preview shows without a click.
  const chosen = projectUID ?? list[0]?.projectUID ?? null;
  const project = usePreviewProject(chosen);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-md bg-slate-50 p-3">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('preview.heading')}
      </h4>
      {projects.isPending && <Spinner label={t('preview.loadingProjects')} />}
      {projects.isError && <Alert tone="error">{t('preview.projectsFailed')}</Alert>}
      {projects.isSuccess && list.length === 0 && (
        <p className="text-sm text-slate-700">{t('preview.noProjects')}</p>
      )}
      {list.length > 0 && (
        <SelectField
          label={t('preview.project')}
          value={chosen ?? ''}
          onChange={(event) => setProjectUID(event.target.value)}
        >
          {list.map((entry) => (
            <option key={entry.projectUID} value={entry.projectUID}>
              {entry.name}
            </option>
          ))}
        </SelectField>
      )}
      {chosen !== null && project.isPending && <Spinner label={t('preview.loadingProject')} />}
      {project.isError && <Alert tone="error">{t('preview.projectFailed')}</Alert>}
      {project.data && <PreviewBody action={action} client={client} project={project.data} />}
    </section>
  );
}

function PreviewBody({ action, client, project }: RequestPreviewProps & { project: Project }) {
  const { t } = useTranslation('workflow-inspector');
  if (!isHttpUrl(action.webhookUrl ?? '')) {
    return <p className="text-sm text-slate-700">{t('preview.needsUrl')}</p>;
  }
  const { values, uncertain } = previewValues(project, client);
  const request = buildWorkflowCall(action, values);
  const used = new Set<string>(
    action.isCustomPayload ? Object.keys(values) : (action.webhookFields ?? []),
  );
  const notes = Object.keys(uncertain).filter((field) => used.has(field));
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="break-all font-mono" data-testid="preview-request-line">
        {request.method} {request.url}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 font-mono">
        {Object.entries(request.headers).map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-semibold">{name}:</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {request.body === null ? (
        <p className="text-slate-700">{t('preview.noBody')}</p>
      ) : (
        <pre
          role="region"
          aria-label={t('preview.body')}
          tabIndex={0}
          className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded border border-slate-300 bg-white p-2 font-mono text-xs"
        >
          {request.body}
        </pre>
      )}
      {notes.map((field) => (
        <p key={field} className="text-slate-700">
          {t('preview.ownerNotInDirectory', { field })}
        </p>
      ))}
      <p className="text-slate-700">{t('preview.asOfNow')}</p>
    </div>
  );
}
