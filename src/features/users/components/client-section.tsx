import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ClientDirectory } from '@/api/types';
import type { ProjectCounts } from '../model/project-counts';
import { searchUsers } from '../model/user-search';
import { PlacementList } from './placement-list';
import { UserTable } from './user-table';

/** Builds a dashboard link for a client, optionally narrowed to one folder. */
export type DashboardHref = (filter: { clientUID: string; folderUID?: string }) => string;

export interface ClientSectionProps {
  client: ClientDirectory;
  query: string;
  /** null while the project counts load or when they failed. */
  counts: ProjectCounts | null;
  dashboardHref: DashboardHref;
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

/** One client (tenant): its users, project templates, dashboard folders and Kanban columns. */
export function ClientSection({ client, query, counts, dashboardHref }: ClientSectionProps) {
  const { t } = useTranslation('users');
  const users = searchUsers(client.users, query);
  const headingId = `client-${client.clientUID}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {client.name}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <Block title={t('users.title', { count: client.users.length, shown: users.length })}>
          <UserTable users={users} caption={t('users.caption', { client: client.name })} />
        </Block>
        <Block title={t('templates.title', { count: client.templates.length })}>
          {client.templates.length === 0 ? (
            <p className="text-sm text-slate-700">{t('none')}</p>
          ) : (
            <ul
              aria-label={t('templates.label', { client: client.name })}
              className="list-disc ps-5 text-sm"
            >
              {client.templates.map((tpl) => (
                <li key={tpl.templateUID}>{tpl.name}</li>
              ))}
            </ul>
          )}
        </Block>
        <Block title={t('folders.title', { count: client.folders.length })}>
          <PlacementList
            ordered={false}
            label={t('folders.label', { client: client.name })}
            items={client.folders.map((f) => ({
              uid: f.folderUID,
              name: f.name,
              count: counts?.folder(client.clientUID, f.folderUID) ?? null,
              href: dashboardHref({ clientUID: client.clientUID, folderUID: f.folderUID }),
            }))}
          />
        </Block>
        <Block title={t('columns.title', { count: client.kanbanColumns.length })}>
          <PlacementList
            ordered
            label={t('columns.label', { client: client.name })}
            items={client.kanbanColumns.map((c) => ({
              uid: c.kanbanColumnUID,
              name: c.name,
              count: counts?.column(client.clientUID, c.kanbanColumnUID) ?? null,
              href: dashboardHref({ clientUID: client.clientUID }),
            }))}
          />
          <p className="text-sm text-slate-700">{t('columns.hint')}</p>
        </Block>
      </div>
    </section>
  );
}
