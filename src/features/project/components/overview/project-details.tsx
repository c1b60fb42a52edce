import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { Badge } from '@/components/ui';
import { formatDate, formatDateTime, formatRelative } from '@/lib/format';
import { findClient, useClientDirectory, usersById } from '@/entities/users/queries';
import { useNow } from '@/lib/use-now';
import { Section } from './section';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-slate-700">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function DueDate({ dueDate, now }: { dueDate: string | null; now: number }) {
  const { t } = useTranslation('project');
  if (dueDate === null) return <>{t('details.none')}</>;
  const hasTime = dueDate.length > 10;
  const overdue = Date.parse(dueDate) < now;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {hasTime ? formatDateTime(dueDate) : formatDate(dueDate)}
      <span className="text-slate-700">({formatRelative(dueDate, now)})</span>
      {overdue && <Badge tone="error">{t('details.overdue')}</Badge>}
    </span>
  );
}

/** The project's own fields, with owners, template and folder by name. */
export function ProjectDetails({ project }: { project: Project }) {
  const { t } = useTranslation('project');
  const now = useNow();
  const directory = useClientDirectory();
  const users = usersById(directory.data);
  const client = findClient(directory.data, project.client.clientUID);
  const none = t('details.none');
  const template = client?.templates.find((x) => x.templateUID === project.templateUID);
  const folder = client?.folders.find((x) => x.folderUID === project.folderUID);
  return (
    <Section title={t('details.title')}>
      <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <Row label={t('form.fields.customer')}>{project.customer ?? none}</Row>
        <Row label={t('form.fields.project')}>{project.project ?? none}</Row>
        <Row label={t('form.fields.design')}>{project.design ?? none}</Row>
        <Row label={t('form.fields.revision')}>{project.revision ?? none}</Row>
        <Row label={t('form.fields.description')}>{project.description ?? none}</Row>
        <Row label={t('form.fields.tags')}>
          {project.tags.length === 0 ? (
            none
          ) : (
            <ul className="flex flex-wrap gap-1">
              {project.tags.map((tag) => (
                <li key={tag}>
                  <Badge>{tag}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label={t('form.fields.dueDate')}>
          <DueDate dueDate={project.dueDate} now={now} />
        </Row>
        <Row label={t('details.owners')}>
          {project.owners.map((uid) => users.get(uid)?.fullName ?? uid).join(', ') || none}
        </Row>
        <Row label={t('form.fields.template')}>
          {project.templateUID === null ? none : (template?.name ?? project.templateUID)}
        </Row>
        <Row label={t('form.fields.folder')}>
          {project.folderUID === null ? none : (folder?.name ?? project.folderUID)}
        </Row>
        <Row label={t('details.workflow')}>
          {project.workflow ? (project.workflow.name ?? project.workflow.workflowUID) : none}
        </Row>
        <Row label={t('form.fields.client')}>{project.client.name}</Row>
        <Row label={t('details.created')}>{formatDateTime(project.created)}</Row>
      </dl>
    </Section>
  );
}
