import { memo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { Project } from '@/api/types';
import { cn, focusRing } from '@/components/ui';
import { formatDate, formatNumber } from '@/lib/format';
import { useDashboardActions } from '../../hooks/dashboard-actions';
import { DueBadge } from '../card/due-badge';
import { ProjectActionsMenu } from '../card/project-actions-menu';
import { StateBadge } from '@/entities/project/state-badge';

/**
 * Height in px of one phone card, the gap below it included. The virtual window places items
 * by this one number (it measures nothing), so the card never grows: the name keeps two lines
 * and every value one (truncated, the full text in its title).
 */
export const CARD_HEIGHT = 208;

interface FactProps {
  label: string;
  /** The value as text, shown whole on hover when the card cuts it short. */
  text?: string | undefined;
  wide?: boolean;
  children: ReactNode;
}

function Fact({ label, text, wide, children }: FactProps) {
  return (
    <div className={cn('min-w-0', wide && 'col-span-2')}>
      <dt title={label} className="truncate text-xs leading-4 font-medium text-slate-700">
        {label}
      </dt>
      <dd title={text} className="truncate leading-5">
        {children}
      </dd>
    </div>
  );
}

export interface ProjectCardProps {
  project: Project;
  /** 1-based position among all projects (aria-posinset: only a window of them is rendered). */
  position: number;
  count: number;
}

/** A project of the list view on a phone: the table row's facts, each under its column's name. */
export const ProjectCard = memo(function ProjectCard({
  project,
  position,
  count,
}: ProjectCardProps) {
  const { t } = useTranslation('dashboard');
  const { columnName, projectHref } = useDashboardActions();
  const none = <span className="text-slate-600">{t('list.none')}</span>;
  const column = (key: string) => t(`list.columns.${key}`);
  const customer = project.customer ?? undefined;
  const created = formatDate(project.created);
  const kanbanColumn = columnName(project.kanbanColumnUID) ?? undefined;
  return (
    <li
      aria-posinset={position}
      aria-setsize={count}
      className="pb-2"
      style={{ height: CARD_HEIGHT }}
    >
      <div className="h-full overflow-hidden rounded-lg border border-slate-300 bg-white p-3 text-sm">
        <div className="flex items-start gap-2">
          <Link
            title={project.name}
            to={projectHref(project.projectUID)}
            className={cn(
              'line-clamp-2 min-h-11 flex-1 rounded-sm text-base leading-snug font-medium break-words text-blue-800 underline-offset-2 hover:underline',
              focusRing,
            )}
          >
            {project.name}
          </Link>
          <ProjectActionsMenu project={project} />
        </div>
        <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-1">
          <Fact label={column('customer')} text={customer}>
            {customer ?? none}
          </Fact>
          <Fact label={column('column')} text={kanbanColumn}>
            {kanbanColumn ?? none}
          </Fact>
          <Fact label={column('state')} text={t(`stateBadge.${project.projectState}`)}>
            <StateBadge state={project.projectState} />
          </Fact>
          <Fact label={column('dueDate')} wide>
            {project.dueDate === null ? (
              none
            ) : (
              <DueBadge dueDate={project.dueDate} state={project.projectState} />
            )}
          </Fact>
          <Fact label={column('created')} text={created}>
            {created}
          </Fact>
          <Fact label={column('pending')}>{formatNumber(project.reviewStatus.pendingCount)}</Fact>
          <Fact label={column('approved')}>{formatNumber(project.reviewStatus.approvedCount)}</Fact>
          <Fact label={column('rejected')}>{formatNumber(project.reviewStatus.rejectedCount)}</Fact>
        </dl>
      </div>
    </li>
  );
});
