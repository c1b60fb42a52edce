import { Suspense, useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Button, EmptyState, Spinner } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { describeError } from '@/lib/i18n';
import type { useDashboardData } from '../hooks/use-dashboard-data';
import type { FilterUpdateOptions } from '../hooks/use-dashboard-filters';
import { DEFAULT_STATES, type DashboardFilters } from '../model/filters';
import { KanbanBoard } from './board/kanban-board';
import { DragLayerHost } from './drag/drag-layer-host';
import { FolderSidebar } from './folder-sidebar';
import { preloadBoardExtras, ProjectTable } from './deferred';
import { QueryErrorAlert } from '@/components/query-error-alert';

export interface DashboardContentProps {
  data: ReturnType<typeof useDashboardData>;
  filters: DashboardFilters;
  onChange: (change: Partial<DashboardFilters>, options?: FilterUpdateOptions) => void;
}

/** Loading, errors and empty results in words; otherwise folders beside the board or the table. */
export function DashboardContent({ data, filters, onChange }: DashboardContentProps) {
  const { t } = useTranslation('dashboard');
  const { directory, list, client } = data;
  const shown = list.data !== undefined;
  useEffect(() => {
    if (shown) preloadBoardExtras();
  }, [shown]);

  if (directory.isPending) return <Spinner label={t('loading')} />;
  if (directory.isError) {
    return <QueryErrorAlert query={directory} title={t('errors.directory')} />;
  }
  if (!client) return <EmptyState title={t('empty.noClients')} />;
  if (filters.states.length === 0) {
    return (
      <Alert
        tone="info"
        action={
          <Button variant="secondary" onClick={() => onChange({ states: [...DEFAULT_STATES] })}>
            {t('filters.defaultStates')}
          </Button>
        }
      >
        {t('filters.noStates')}
      </Alert>
    );
  }
  if (list.isError && list.data === undefined) {
    return <QueryErrorAlert query={list} title={t('errors.projects')} />;
  }
  if (list.data === undefined) return <Spinner label={t('loading')} />;

  const count = data.visible.length;
  const folderName = client.folders.find((f) => f.folderUID === data.folderUID)?.name;
  const filtered = filters.query.trim() !== '' || data.folderUID !== null;

  return (
    <DragLayerHost>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <FolderSidebar
          folders={client.folders}
          counts={data.folderCounts}
          filters={filters}
          selected={data.folderUID}
        />
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <p role="status">
              {folderName
                ? t('summary.inFolder', { count, number: formatNumber(count), folder: folderName })
                : t('summary.inClient', {
                    count,
                    number: formatNumber(count),
                    client: client.name,
                  })}
            </p>
            {list.isFetching && <p className="text-slate-600">{t('summary.updating')}</p>}
          </div>
          {list.isError && (
            <Alert tone="warning">
              {t('errors.stale', { reason: describeError(list.error, t) })}
            </Alert>
          )}
          {data.visible.length === 0 ? (
            <EmptyState
              title={filtered ? t('empty.filteredTitle') : t('empty.title')}
              action={
                filtered ? (
                  <Button
                    variant="secondary"
                    onClick={() => onChange({ query: '', folderUID: null })}
                  >
                    {t('empty.clearFilters')}
                  </Button>
                ) : undefined
              }
            >
              {filtered ? t('empty.filteredBody') : t('empty.body')}
            </EmptyState>
          ) : filters.view === 'board' ? (
            <KanbanBoard columns={client.kanbanColumns} projects={data.visible} />
          ) : (
            // The list view is a chunk of its own: most people stay on the board.
            <Suspense fallback={<Spinner label={t('loading')} />}>
              <ProjectTable.Component
                projects={data.visible}
                sort={filters.sort}
                onSortChange={(sort) => onChange({ sort })}
              />
            </Suspense>
          )}
        </div>
      </div>
    </DragLayerHost>
  );
}
