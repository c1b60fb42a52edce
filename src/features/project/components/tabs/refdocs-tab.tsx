import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { useProjectOutlet } from '../page/project-outlet';
import { TabPanel } from './tab-panel';

/** Reference documents (files and plain links) as the project record carries them. */
export function ProjectRefDocsTab() {
  const { t } = useTranslation('project');
  const { project } = useProjectOutlet();
  const docs = project.refDocs ?? [];
  return (
    <TabPanel title={t('tabs.refDocs')}>
      {docs.length === 0 ? (
        <EmptyState title={t('refDocs.empty')} />
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white">
          {docs.map((doc) => (
            <li
              key={doc.refDocUID}
              className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-2 text-sm"
            >
              <span className="flex flex-col">
                {doc.url && doc.status !== 'Failed' ? (
                  <a
                    href={doc.url}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="font-medium text-blue-800 underline underline-offset-2"
                  >
                    {doc.name}
                  </a>
                ) : (
                  <span className="font-medium text-slate-900">{doc.name}</span>
                )}
                <span className="text-slate-700">
                  {doc.kind === 'Url'
                    ? t('refDocs.link')
                    : t('refDocs.file', {
                        size: doc.fileSize === null ? '' : formatFileSize(doc.fileSize),
                      })}
                  {' · '}
                  {t(`assetStatus.${doc.status}`)}
                </span>
              </span>
              <span className="text-slate-700">{formatDateTime(doc.created)}</span>
            </li>
          ))}
        </ul>
      )}
    </TabPanel>
  );
}
