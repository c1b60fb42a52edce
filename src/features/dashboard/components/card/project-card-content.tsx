import { memo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { Project } from '@/api/types';
import { cn, focusRing } from '@/components/ui';
import { useDashboardActions } from '../../hooks/dashboard-actions';
import { CardThumbnail } from './card-thumbnail';
import { DueBadge } from './due-badge';
import { ProjectActionsMenu } from './project-actions-menu';
import { ReviewCounts } from './review-counts';
import { StateBadge } from '@/entities/project/state-badge';
import { WhyPendingTip } from './why-pending-tip';

/** Height of a card in px; the virtual columns rely on every card having it. */
export const CARD_HEIGHT = 140;

export interface ProjectCardContentProps {
  project: Project;
  /** False for the picture that follows the pointer while dragging: no links, no menus. */
  interactive: boolean;
  /** The drag handle, when the card can be dragged. */
  handle?: ReactNode;
  /** The card being dragged leaves a faded copy where it was. */
  dimmed?: boolean;
  onColumnMove?: (to: string) => void;
}

/** What a project card shows; pure presentation, shared by the board, its drag picture and benchmarks. */
export const ProjectCardContent = memo(function ProjectCardContent({
  project,
  interactive,
  handle,
  dimmed = false,
  onColumnMove,
}: ProjectCardContentProps) {
  const { t } = useTranslation('dashboard');
  const { projectHref } = useDashboardActions();
  const readOnly = project.projectState !== 'Active' && project.projectState !== 'OnHold';
  return (
    <article
      className={cn(
        'flex h-full flex-col gap-1.5 rounded-md border bg-white p-2.5 shadow-sm',
        project.projectState === 'OnHold' ? 'border-dashed border-amber-600' : 'border-slate-300',
        readOnly && 'bg-slate-50',
        dimmed && 'opacity-40',
      )}
    >
      <div className="flex items-start gap-2">
        <CardThumbnail projectUID={project.projectUID} />
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-slate-900">
            {interactive ? (
              <Link
                to={projectHref(project.projectUID)}
                className={cn('rounded-sm hover:underline', focusRing)}
              >
                {project.name}
              </Link>
            ) : (
              project.name
            )}
          </h3>
          <p className="truncate text-xs text-slate-700">
            {project.customer ?? t('card.noCustomer')}
          </p>
        </div>
        {interactive && <ProjectActionsMenu project={project} onColumnMove={onColumnMove} />}
      </div>
      <div className="flex min-h-5 flex-wrap items-center gap-1 overflow-hidden">
        <StateBadge state={project.projectState} quiet />
        <DueBadge dueDate={project.dueDate} state={project.projectState} />
      </div>
      <div className="mt-auto flex items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <ReviewCounts status={project.reviewStatus} />
          {interactive && <WhyPendingTip project={project} />}
        </div>
        {handle}
      </div>
    </article>
  );
});
