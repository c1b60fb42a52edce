import { memo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { Project } from '@/api/types';
import { cn, focusRing } from '@/components/ui';
import { formatDate, formatNumber } from '@/lib/format';
import { useDashboardActions } from '../../hooks/dashboard-actions';
import { DueBadge } from '../card/due-badge';
import { ProjectActionsMenu } from '../card/project-actions-menu';
import { StateBadge } from '@/entities/project/state-badge';

/** Row height in px; the virtual table relies on every row having it. */
export const ROW_HEIGHT = 48;

const cell = 'truncate px-2';
const numeric = 'px-2 text-end tabular-nums';

export interface ProjectRowProps {
  project: Project;
  /** 1-based position among all rows of the table, header included (aria-rowindex). */
  rowIndex: number;
}

export const ProjectRow = memo(function ProjectRow({ project, rowIndex }: ProjectRowProps) {
  const { t } = useTranslation('dashboard');
  const { columnName, projectHref } = useDashboardActions();
  const none = <span className="text-slate-600">{t('list.none')}</span>;
  return (
    <tr
      aria-rowindex={rowIndex}
      className="border-b border-slate-200 bg-white hover:bg-slate-50"
      style={{ height: ROW_HEIGHT }}
    >
      <th scope="row" className="px-2 text-start font-medium">
        <Link
          title={project.name}
          to={projectHref(project.projectUID)}
          className={cn(
            // min-h-6: a one-line name is still a 24 px target (WCAG 2.2, 2.5.8).
            'line-clamp-2 min-h-6 rounded-sm leading-snug break-words text-blue-800 underline-offset-2 hover:underline',
            focusRing,
          )}
        >
          {project.name}
        </Link>
      </th>
      <td className={cell}>{project.customer ?? none}</td>
      <td className={cell}>
        <StateBadge state={project.projectState} />
      </td>
      <td className={cell}>{columnName(project.kanbanColumnUID) ?? none}</td>
      <td className={cell}>
        {project.dueDate === null ? (
          none
        ) : (
          <DueBadge dueDate={project.dueDate} state={project.projectState} />
        )}
      </td>
      <td className={cell}>{formatDate(project.created)}</td>
      <td className={numeric}>{formatNumber(project.reviewStatus.pendingCount)}</td>
      <td className={numeric}>{formatNumber(project.reviewStatus.approvedCount)}</td>
      <td className={numeric}>{formatNumber(project.reviewStatus.rejectedCount)}</td>
      <td className="px-1 text-end">
        <ProjectActionsMenu project={project} />
      </td>
    </tr>
  );
});
