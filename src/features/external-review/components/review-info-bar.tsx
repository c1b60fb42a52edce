import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import type { Asset, Task } from '@/api/types';
import { Button, cn, focusRing } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { formatDate } from '@/lib/format';
import { useDownloadAsset } from '../api/download-asset';

// Text only, like the download button beside it (an icon would grow the link's first load).
const secondaryLink = cn(
  'inline-flex shrink-0 items-center rounded-md border border-slate-400 bg-white px-2.5 py-1 text-sm font-medium text-slate-900 hover:bg-slate-100',
  focusRing,
);
/** On a phone both actions shrink, so the line keeps room for who reviews what. */
const phoneAction = 'max-md:px-2 max-md:text-xs';

/**
 * Who reviews what, read-only notice, compare of the asset's versions when it has more than
 * one and, when the link allows it, the original's download.
 */
export function ReviewInfoBar({
  task,
  asset,
  compareHref,
}: {
  task: Task;
  asset: Asset | undefined;
  compareHref: string | null;
}) {
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
        {compareHref && (
          <Link to={compareHref} className={cn(secondaryLink, phoneAction, 'ms-auto')}>
            {t('info.compare')}
          </Link>
        )}
        {task.isAllowDownloadAssets === true && asset && (
          <Button
            variant="secondary"
            size="sm"
            className={cn('shrink-0', phoneAction, !compareHref && 'ms-auto')}
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
