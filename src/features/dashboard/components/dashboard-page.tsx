import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { Button, showToast, usePhoneLayout } from '@/components/ui';
import { DashboardActionsContext, useDashboardActionsValue } from '../hooks/dashboard-actions';
import { useDashboardData } from '../hooks/use-dashboard-data';
import { useDashboardFilters } from '../hooks/use-dashboard-filters';
import { DashboardContent } from './dashboard-content';
import { FilterBar } from './filter-bar';
import { FilterSheet } from './filter-sheet';

/** What the page hands the create-project dialog the app layer gives it. */
export interface CreateProjectSlotProps {
  open: boolean;
  /** The client the board shows, preselected in the form. */
  clientUID: string | undefined;
  onClose: () => void;
  /** Call with the new project once it is saved. */
  onSaved: (project: Project) => void;
}

export interface DashboardPageProps {
  /** The project page's path; the app's route table builds it (features do not know routes). */
  projectHref: (projectUID: string) => string;
  /**
   * Renders the create-project dialog (features do not import each other, so the route
   * module passes it in). Without it, the page has no "New project" button.
   */
  renderCreateProject?: (props: CreateProjectSlotProps) => ReactNode;
}

/**
 * Home for project owners: every project of a client on its Kanban board or in a sortable
 * table, filtered by folder, state and text, all of it in the URL.
 */
export function DashboardPage({ projectHref, renderCreateProject }: DashboardPageProps) {
  const { t } = useTranslation('dashboard');
  const { filters, update } = useDashboardFilters();
  const data = useDashboardData(filters);
  const actions = useDashboardActionsValue(
    data.client?.kanbanColumns,
    data.client?.folders,
    projectHref,
  );
  const [creating, setCreating] = useState(false);
  // Phones get the same filters behind a button, in a bottom sheet.
  const Filters = usePhoneLayout() ? FilterSheet : FilterBar;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        {renderCreateProject && (
          <Button onClick={() => setCreating(true)} disabled={data.client === undefined}>
            {t('newProject')}
          </Button>
        )}
      </div>
      <Filters
        filters={filters}
        clients={data.clients}
        clientUID={data.client?.clientUID}
        searching={data.list.isFetching && data.list.isPlaceholderData}
        onChange={update}
      />
      <DashboardActionsContext value={actions}>
        <DashboardContent data={data} filters={filters} onChange={update} />
      </DashboardActionsContext>
      {renderCreateProject?.({
        open: creating,
        clientUID: data.client?.clientUID,
        onClose: () => setCreating(false),
        onSaved: (project) => {
          setCreating(false);
          showToast({ tone: 'success', message: t('created', { name: project.name }) });
        },
      })}
    </div>
  );
}
