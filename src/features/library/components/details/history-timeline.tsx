import { useTranslation } from '@/lib/i18n';
import type { DalAssetHistoryEntry } from '@/api/types';
import { formatDateTime } from '@/lib/format';

/** Every history entry, newest first, as an ordered timeline. */
export function HistoryTimeline({ history }: { history: readonly DalAssetHistoryEntry[] }) {
  const { t } = useTranslation('library');
  const entries = [...history].reverse();
  if (entries.length === 0)
    return <p className="text-sm text-slate-700">{t('details.noHistory')}</p>;
  return (
    <ol className="relative flex flex-col gap-3 border-s-2 border-slate-300 ps-4">
      {entries.map((entry, i) => (
        <li key={`${entry.created}-${i}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute -start-[1.4rem] top-1 h-3 w-3 rounded-full border-2 border-white bg-blue-700"
          />
          <p className="text-xs text-slate-700">
            <time dateTime={entry.created}>{formatDateTime(entry.created)}</time>
          </p>
          <p className="text-sm text-slate-900">{entry.description}</p>
        </li>
      ))}
    </ol>
  );
}
