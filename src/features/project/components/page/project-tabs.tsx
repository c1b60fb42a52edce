import { useTranslation } from '@/lib/i18n';
import { NavLink } from 'react-router';
import type { Project } from '@/api/types';
import { cn, focusRing } from '@/components/ui';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    '-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium',
    focusRing,
    isActive
      ? 'border-blue-700 text-blue-800'
      : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900',
  );

function Count({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  return (
    <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-800 tabular-nums">
      {value}
    </span>
  );
}

/** Sections of the project as links (each is a route), marked with aria-current. */
export function ProjectTabs({ project }: { project: Project }) {
  const { t } = useTranslation('project');
  return (
    <nav aria-label={t('tabs.label')} className="border-b border-slate-300">
      <ul className="flex flex-wrap gap-1">
        <li>
          <NavLink to="." end className={tabClass}>
            {t('tabs.overview')}
          </NavLink>
        </li>
        <li>
          <NavLink to="assets" className={tabClass}>
            {t('tabs.assets')}
            <Count value={project.assets?.length} />
          </NavLink>
        </li>
        <li>
          <NavLink to="refdocs" className={tabClass}>
            {t('tabs.refDocs')}
            <Count value={project.refDocs?.length} />
          </NavLink>
        </li>
        <li>
          <NavLink to="tasks" className={tabClass}>
            {t('tabs.tasks')}
            <Count value={project.tasks?.length} />
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
