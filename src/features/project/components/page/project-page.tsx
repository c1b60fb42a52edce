import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import type { ReactNode } from 'react';
import { Outlet, useParams } from 'react-router';
import { isApiError } from '@/api/client';
import { Spinner } from '@/components/ui';
import { projectQueryOptions } from '@/entities/project/detail-query';
import type { ProjectOutletContext } from './project-outlet';
import { ProjectHeader } from './project-header';
import { ProjectTabs } from './project-tabs';
import { QueryErrorAlert } from '@/components/query-error-alert';

export interface ProjectPageProps {
  /** Where "back" and a missing project lead. */
  dashboardHref: string;
  /** Called after the project was deleted; the page has nothing left to show. */
  onDeleted: () => void;
  /** The app's not-found page, shown when the project does not exist (or was deleted). */
  notFound: ReactNode;
}

/**
 * The project page: header with state and actions, then the tabs (overview, assets,
 * reference documents, tasks) as child routes that share this one loaded record.
 */
export function ProjectPage({ dashboardHref, onDeleted, notFound }: ProjectPageProps) {
  const { t } = useTranslation('project');
  const { projectUID = '' } = useParams();
  const query = useQuery(projectQueryOptions(projectUID));

  if (query.isPending) return <Spinner label={t('page.loading')} />;
  const missing = isApiError(query.error) && query.error.kind === 'not-found';
  const project = query.data;
  // A failed refresh keeps the project on screen (the app says it may be out of date); only a
  // first load that failed, or a project that is gone, replaces the page.
  if (missing) return notFound;
  if (project === undefined) {
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{t('page.loadFailedTitle')}</h1>
        <QueryErrorAlert query={query} />
      </section>
    );
  }

  const context: ProjectOutletContext = { project };
  return (
    <div className="flex flex-col gap-6">
      <ProjectHeader project={project} dashboardHref={dashboardHref} onDeleted={onDeleted} />
      <ProjectTabs project={project} />
      <Outlet context={context} />
    </div>
  );
}
