import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isApiError, useRateLimit } from '@/api/client';
import { Alert, Button } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { usePollProjectAssets } from '../api/project-assets';
import { useProjectRefresh } from '../hooks/use-project-refresh';
import { onAssetUploaded, uploadQueue, useUploadQueue } from '../stores/app-upload-queue';
import { isPending } from '../stores/upload-queue';
import { UploadRow } from './upload-row';
import { VersionConfirmDialog } from './version-confirm-dialog';

/** The one poll of a project's asset list while its uploads process. */
function ProjectAssetsPoll({ projectUID }: { projectUID: string }) {
  usePollProjectAssets(projectUID);
  return null;
}

/** Refreshes a project's screens a moment after the service accepts files for it. */
function useRefreshOnUpload(): void {
  const refresh = useProjectRefresh();
  useEffect(() => onAssetUploaded((item) => refresh(item.projectUID)), [refresh]);
}

/**
 * The one upload queue, shown above every screen while it holds files: progress of the
 * file being sent, what waits, what failed (with Retry) and how processing went.
 */
export function UploadPanel() {
  const { t } = useTranslation('uploads');
  const items = useUploadQueue((state) => state.items);
  const stopped = useUploadQueue((state) => state.stopped);
  const rateLimit = useRateLimit();
  const [expanded, setExpanded] = useState(true);
  const headingId = useId();
  const listId = useId();
  useRefreshOnUpload();

  const uploaded = items.filter((item) => item.status === 'uploaded').length;
  const failed = items.filter(
    (item) => item.status === 'failed' || item.status === 'refused',
  ).length;
  const pending = items.filter(isPending).length;
  const sending = items.some((item) => item.status === 'uploading');
  const processing = [
    ...new Set(items.filter((item) => item.status === 'uploaded').map((item) => item.projectUID)),
  ];

  return (
    <>
      <VersionConfirmDialog />
      {processing.map((projectUID) => (
        <ProjectAssetsPoll key={projectUID} projectUID={projectUID} />
      ))}
      {items.length > 0 && (
        <section
          aria-labelledby={headingId}
          // Contained: changes inside never make the browser lay out the page around it again.
          className="flex flex-col gap-2 rounded-lg border border-slate-300 bg-white p-3 shadow-sm [contain:content]"
        >
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {t('panel.title')}
            </h2>
            <p role="status" className="text-sm text-slate-700">
              {t('panel.summary', { uploaded, total: items.length })}
              {failed > 0 && ` · ${t('panel.failedCount', { count: failed })}`}
              {pending > 0 && ` · ${t('panel.pendingCount', { count: pending })}`}
            </p>
            <div className="ms-auto flex flex-wrap gap-2">
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? t('panel.hideList') : t('panel.showList')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={
                  items.length === pending + items.filter((i) => i.status === 'failed').length
                }
                onClick={() => uploadQueue.clearFinished()}
              >
                {t('panel.clearFinished')}
              </Button>
            </div>
          </div>
          {stopped && (
            <Alert
              tone={stopped.reason === 'network' ? 'warning' : 'error'}
              title={t(stopped.reason === 'network' ? 'panel.offlineTitle' : 'panel.stoppedTitle')}
              action={
                <Button variant="secondary" size="sm" onClick={() => uploadQueue.restart()}>
                  {t('panel.restart')}
                </Button>
              }
            >
              {stopped.reason === 'network' ? (
                t('panel.offlineHint')
              ) : (
                <>
                  {isApiError(stopped.error)
                    ? stopped.error.userMessage
                    : describeError(stopped.error)}{' '}
                  {t('panel.stoppedHint')}
                </>
              )}
            </Alert>
          )}
          {sending && rateLimit.limited && (
            <Alert tone="warning">
              {t('panel.rateLimited', { seconds: rateLimit.secondsLeft })}
            </Alert>
          )}
          <ul
            id={listId}
            hidden={!expanded}
            className="flex max-h-96 flex-col divide-y divide-slate-200 overflow-auto"
          >
            {items.map((item) => (
              <UploadRow key={item.id} item={item} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
