import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui';
import { formatDateTime, formatFileSize, formatNumber } from '@/lib/format';
import { useProjectOutlet } from '../page/project-outlet';
import { TabPanel } from './tab-panel';

/** The project's assets (latest versions) as the project record carries them. */
export function ProjectAssetsTab() {
  const { t } = useTranslation('project');
  const { project } = useProjectOutlet();
  const assets = project.assets ?? [];
  return (
    <TabPanel title={t('tabs.assets')}>
      {assets.length === 0 ? (
        <EmptyState title={t('assets.empty')} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-300 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('assets.name')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('assets.version')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('assets.status')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('assets.pages')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('assets.size')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('assets.created')}
                </th>
              </tr>
            </thead>
            <tbody>
              {assets.map((asset) => (
                <tr
                  key={`${asset.assetUID}-${asset.version}`}
                  className="border-t border-slate-200"
                >
                  <th scope="row" className="px-3 py-2 text-start font-normal text-slate-900">
                    {asset.name}
                    {asset.statusMessage && (
                      <span className="block text-xs text-red-800">{asset.statusMessage}</span>
                    )}
                  </th>
                  <td className="px-3 py-2 text-end tabular-nums">{formatNumber(asset.version)}</td>
                  <td className="px-3 py-2">{t(`assetStatus.${asset.status}`)}</td>
                  <td className="px-3 py-2 text-end tabular-nums">
                    {formatNumber(asset.pagesCount)}
                  </td>
                  <td className="px-3 py-2 text-end tabular-nums">
                    {formatFileSize(asset.fileSize)}
                  </td>
                  <td className="px-3 py-2">{formatDateTime(asset.created)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TabPanel>
  );
}
