import { useId } from 'react';
import type { ReactNode } from 'react';
import { InfoTip } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';

/** A titled card of the overview; the heading names the region; `info` explains it on demand. */
export function Section({
  title,
  info,
  children,
}: {
  title: string;
  info?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-white p-4"
    >
      <div className="flex items-center gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {info && <InfoTip label={t('about', { title })}>{info}</InfoTip>}
      </div>
      {children}
    </section>
  );
}
