import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';
import { useEchoedValue } from '../hooks/use-echoed-value';
import type { DashboardView } from '../model/filters';

/** Board or list: two toggle buttons, the current one pressed. */
export function ViewSwitch({
  value,
  onChange,
}: {
  value: DashboardView;
  onChange: (view: DashboardView) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [shown, setShown] = useEchoedValue(value);
  return (
    <div
      role="group"
      aria-label={t('filters.view')}
      className="inline-flex rounded-md border border-slate-400 bg-white p-0.5"
    >
      {(['board', 'list'] as const).map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={shown === view}
          onClick={() => {
            setShown(view);
            onChange(view);
          }}
          className={cn(
            'rounded px-3 py-1.5 text-sm font-medium',
            shown === view ? 'bg-blue-700 text-white' : 'text-slate-900 hover:bg-slate-100',
            focusRing,
          )}
        >
          {t(`filters.${view}`)}
        </button>
      ))}
    </div>
  );
}
