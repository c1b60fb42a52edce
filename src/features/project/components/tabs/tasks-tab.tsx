import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui';
import { formatDate, formatDateTime } from '@/lib/format';
import { useProjectOutlet } from '../page/project-outlet';
import { TabPanel } from './tab-panel';

/** The project's active tasks as the project record carries them. */
export function ProjectTasksTab() {
  const { t } = useTranslation('project');
  const { project } = useProjectOutlet();
  const tasks = project.tasks ?? [];
  return (
    <TabPanel title={t('tabs.tasks')}>
      {tasks.length === 0 ? (
        <EmptyState title={t('tasks.empty')} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-300 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('tasks.type')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('tasks.assignee')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('tasks.status')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('tasks.due')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('tasks.created')}
                </th>
              </tr>
            </thead>
            <tbody>
              {tasks.map((task) => (
                <tr key={task.taskUID} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-2 text-start font-normal text-slate-900">
                    {t(`taskType.${task.type}`)}
                  </th>
                  <td className="px-3 py-2">
                    {task.user.fullName ?? t('tasks.external', { email: task.user.email })}
                  </td>
                  <td className="px-3 py-2">{t(`taskStatus.${task.status}`)}</td>
                  <td className="px-3 py-2">
                    {task.dueDate ? formatDate(task.dueDate) : t('details.none')}
                  </td>
                  <td className="px-3 py-2">{formatDateTime(task.created)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TabPanel>
  );
}
