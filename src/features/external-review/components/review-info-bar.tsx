import { useTranslation } from '@/lib/i18n';
import type { Asset, Task } from '@/api/types';
import { Button } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { formatDate } from '@/lib/format';
import { useDownloadAsset } from '../api/download-asset';

/** Who reviews what, read-only notice and, when the link allows it, the original's download. */
export function ReviewInfoBar({ task, asset }: { task: Task; asset: Asset | undefined }) {
  const { t } = useTranslation('external');
  const download = useDownloadAsset();
  return (
    <div className="flex flex-col gap-2 border-b border-slate-300 bg-white px-4 py-2 max-md:gap-1 max-md:py-1">
      {/* A phone keeps it to one line, each part cut short, so the artwork has the height. */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-800 max-md:flex-nowrap max-md:gap-x-2 max-md:text-xs">
        <span className="max-md:min-w-0 max-md:truncate">
          {t('info.project', { name: task.projectName })}
        </span>
        <span className="max-md:min-w-0 max-md:truncate">
          {t('info.reviewer', { email: task.user.email })}
        </span>
        {task.dueDate && (
          <span className="max-md:shrink-0">
            {t('info.due', { date: formatDate(task.dueDate) })}
          </span>
        )}
        {task.isAllowDownloadAssets === true && asset && (
          <Button
            variant="secondary"
            size="sm"
            className="ms-auto shrink-0"
            disabled={download.isPending}
            onClick={() => download.mutate(asset)}
          >
            {download.isPending ? t('download.busy') : t('download.button')}
          </Button>
        )}
      </div>
      {download.isError && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t('download.failed')} {describeError(download.error)}
        </p>
      )}
      {task.isReadOnly === true && (
        <p className="text-sm font-medium text-slate-900">{t('info.readOnly')}</p>
      )}
    </div>
  );
}
