import { memo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';
import { formatFileSize } from '@/lib/format';
import { uploadQueue } from '../stores/app-upload-queue';
import type { UploadItem } from '../stores/upload-queue';
import { UploadState } from './upload-state';

type Action = 'pause' | 'resume' | 'cancel' | 'retry' | 'remove';

const ACTIONS: Record<UploadItem['status'], readonly Action[]> = {
  queued: ['pause', 'cancel'],
  uploading: ['pause', 'cancel'],
  waiting: ['pause', 'cancel'],
  paused: ['resume', 'cancel'],
  failed: ['retry', 'remove'],
  cancelled: ['retry', 'remove'],
  uploaded: ['remove'],
  refused: ['remove'],
};

/**
 * One file: name, where it goes, its state, and what can be done with it now. Memoized: items
 * are immutable, so a change to one file re-renders that row only, not all fifty.
 */
export const UploadRow = memo(function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation('uploads');
  return (
    // Rows scrolled out of the list skip rendering work: a bulk upload changes one every few ms.
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 [contain-intrinsic-size:auto_4.5rem] [content-visibility:auto]">
      <div className="min-w-0 flex-1 basis-64">
        <p className="truncate text-sm font-medium text-slate-900">{item.fileName}</p>
        <p className="truncate text-xs text-slate-700">
          {item.version === null
            ? t('row.destination', { project: item.projectName, size: formatFileSize(item.size) })
            : t('row.destinationVersion', {
                project: item.projectName,
                size: formatFileSize(item.size),
                version: item.version,
              })}
        </p>
        <UploadState item={item} />
      </div>
      <div className="flex shrink-0 gap-2">
        {ACTIONS[item.status].map((action) => (
          <Button
            key={action}
            variant={action === 'retry' ? 'primary' : 'secondary'}
            size="sm"
            aria-label={t(`actions.${action}Named`, { name: item.fileName })}
            onClick={() => uploadQueue[action](item.id)}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </div>
    </li>
  );
});
