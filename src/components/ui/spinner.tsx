import { useTranslation } from '@/lib/i18n';

export interface SpinnerProps {
  /** What is loading; read by screen readers. Defaults to a generic "Loading…". */
  label?: string;
}

export function Spinner({ label }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-blue-700 motion-reduce:animate-none"
      />
      <span className="sr-only">{label ?? t('status.loading')}</span>
    </span>
  );
}
