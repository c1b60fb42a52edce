import { useTranslation } from '@/lib/i18n';
import { formatFileSize, formatNumber } from '@/lib/format';
import type { RefDocUploadProgress } from '../api/refdoc-mutations';

/** Bytes sent of the reference document going out now. */
export function UploadProgress({ progress }: { progress: RefDocUploadProgress }) {
  const { t } = useTranslation('refdocs');
  return (
    <div className="flex flex-col gap-1 rounded-md border border-slate-300 bg-white p-3">
      <p className="text-sm text-slate-900">
        {t('progress.text', {
          name: progress.fileName,
          index: formatNumber(progress.index + 1),
          count: formatNumber(progress.count),
          sent: formatFileSize(progress.sent),
          total: formatFileSize(progress.total),
        })}
      </p>
      <progress
        className="h-2 w-full accent-blue-700"
        max={Math.max(1, progress.total)}
        value={progress.sent}
        aria-label={t('progress.label', { name: progress.fileName })}
      />
    </div>
  );
}
