import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';

export type AssetView = 'grid' | 'list';

/** Two toggle buttons; the pressed one is the current view. */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: AssetView;
  onChange: (view: AssetView) => void;
}) {
  const { t } = useTranslation('assets');
  return (
    <div role="group" aria-label={t('view.label')} className="flex gap-1">
      {(['grid', 'list'] as const).map((option) => (
        <Button
          key={option}
          size="sm"
          variant={view === option ? 'primary' : 'secondary'}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {t(`view.${option}`)}
        </Button>
      ))}
    </div>
  );
}
