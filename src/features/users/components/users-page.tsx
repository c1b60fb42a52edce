import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, InfoTip, Spinner, TextField } from '@/components/ui';
import { useClientDirectory } from '@/entities/users/queries';
import { useProjectPlacements } from '../api/users-query';
import { countProjects } from '../model/project-counts';
import { ClientSection, type DashboardHref } from './client-section';
import { QueryErrorAlert } from '@/components/query-error-alert';

export interface UsersPageProps {
  /** Link to the dashboard for a client (and folder); the app layer owns the route table. */
  dashboardHref: DashboardHref;
}

/**
 * Users and tenants: for each client of the signed-in user, who is in it and what it has
 * (templates, dashboard folders, Kanban columns) that the other forms pick from.
 */
export function UsersPage({ dashboardHref }: UsersPageProps) {
  const { t } = useTranslation('users');
  const directory = useClientDirectory();
  const placements = useProjectPlacements();
  const [query, setQuery] = useState('');
  const counts = useMemo(
    () => (placements.data ? countProjects(placements.data) : null),
    [placements.data],
  );

  let body;
  if (directory.isPending) body = <Spinner label={t('loading')} />;
  else if (directory.isError) body = <QueryErrorAlert query={directory} />;
  else
    body = directory.data.map((client) => (
      <ClientSection
        key={client.clientUID}
        client={client}
        query={query}
        counts={counts}
        dashboardHref={dashboardHref}
      />
    ));

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <div className="flex items-center gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <InfoTip label={t('common:about', { title: t('title') })}>{t('intro')}</InfoTip>
        </div>
      </header>
      <div className="max-w-md">
        <TextField
          type="search"
          label={t('search.label')}
          hint={t('search.hint')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {placements.isError && <Alert tone="warning">{t('counts.failed')}</Alert>}
      {body}
    </div>
  );
}
