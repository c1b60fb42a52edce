import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatFileSize, formatNumber } from '@/lib/format';
import { describeError } from '@/lib/i18n';
import { isSettled } from '@/lib/polling';
import { useListedAsset } from '../api/project-assets';
import { useProjectRefresh } from '../hooks/use-project-refresh';
import type { UploadItem } from '../stores/upload-queue';

function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/** After the upload: the asset's own processing state, read from the service. */
function ProcessingState({ item }: { item: UploadItem }) {
  const { t } = useTranslation('uploads');
  const asset = useListedAsset(item.projectUID, item.assetUID).data;
  const refresh = useProjectRefresh();
  // Only the version this upload made counts; an older one means the list is not fresh yet.
  const mine =
    asset && (item.version === null || asset.version >= item.version) ? asset : undefined;
  const settled = mine ? isSettled(mine) : false;
  const missing = mine === undefined;
  // Missing: the list predates this upload. Settled: the project's counts and pages changed.
  useEffect(() => {
    if (missing || settled) refresh(item.projectUID);
  }, [missing, settled, refresh, item.projectUID]);

  if (!mine || mine.status === 'Pending') {
    return <p className="text-sm text-slate-700">{t('state.pendingProcessing')}</p>;
  }
  if (mine.status === 'Processing') {
    return <p className="text-sm text-slate-700">{t('state.processing')}</p>;
  }
  if (mine.status === 'Failed') {
    return (
      <p className="text-sm font-medium text-red-800">
        {t('state.processingFailed', { reason: mine.statusMessage ?? t('state.noReason') })}
      </p>
    );
  }
  return (
    <p className="text-sm text-green-800">
      {t('state.processed', { count: mine.pagesCount, pages: formatNumber(mine.pagesCount) })}
    </p>
  );
}

/** The state of one file in words, with a progress bar while its bytes go out. */
export function UploadState({ item }: { item: UploadItem }) {
  const { t } = useTranslation('uploads');
  const seconds = useSecondsUntil(item.status === 'waiting' ? item.resumeAt : null);
  switch (item.status) {
    case 'queued':
      return <p className="text-sm text-slate-700">{t('state.queued')}</p>;
    case 'uploading':
      return (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-blue-900">
            {t('state.uploading')}{' '}
            <span className="font-normal text-slate-700 tabular-nums">
              {t('state.bytes', {
                sent: formatFileSize(item.sent),
                total: formatFileSize(item.size),
              })}
            </span>
          </p>
          <progress
            className="h-2 w-full accent-blue-700"
            max={Math.max(1, item.size)}
            value={item.sent}
            aria-label={t('state.progressLabel', { name: item.fileName })}
          />
        </div>
      );
    case 'waiting':
      return <p className="text-sm text-amber-900">{t('state.waiting', { seconds })}</p>;
    case 'paused':
      return <p className="text-sm text-slate-700">{t('state.paused')}</p>;
    case 'cancelled':
      return <p className="text-sm text-slate-700">{t('state.cancelled')}</p>;
    case 'refused':
      return (
        <p className="text-sm font-medium text-red-800">
          {t('state.refused', {
            name: item.fileName,
            asset: item.refusal?.assetName ?? '',
            assetType: (item.refusal?.assetType ?? '').toUpperCase() || t('state.noType'),
            fileType: (item.refusal?.fileType ?? '').toUpperCase() || t('state.noType'),
          })}
        </p>
      );
    case 'failed':
      return (
        <p className="text-sm font-medium text-red-800">
          {t('state.failed', {
            reason: describeError(item.error),
          })}
        </p>
      );
    case 'uploaded':
      return <ProcessingState item={item} />;
  }
}
