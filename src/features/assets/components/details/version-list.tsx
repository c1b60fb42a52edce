import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Asset } from '@/api/types';
import { Spinner, cn, focusRing } from '@/components/ui';
import { formatDateTime } from '@/lib/format';

/** Every version, newest first; choosing one shows it above. */
export function VersionList({
  versions,
  selected,
  loading,
  onSelect,
}: {
  versions: Asset[];
  selected: number;
  loading: boolean;
  onSelect: (version: number) => void;
}) {
  const { t } = useTranslation('assets');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('versions.title')}
      </h3>
      {loading && <Spinner label={t('versions.loading')} />}
      <ol className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-300">
        {versions.map((version) => {
          const current = version.version === selected;
          return (
            <li key={version.version}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(version.version)}
                className={cn(
                  'flex w-full flex-wrap justify-between gap-2 px-3 py-2 text-start text-sm',
                  focusRing,
                  current ? 'bg-blue-50 font-semibold text-blue-950' : 'hover:bg-slate-50',
                )}
              >
                <span>{t('versions.item', { version: version.version })}</span>
                <span className="text-slate-700">
                  {t(`status.${version.status}`)} · {formatDateTime(version.created)}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
