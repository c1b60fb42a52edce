import { Layers } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';

/** Opens and closes the layers panel; a dot tells that the view differs from the file's. */
export function LayersButton({
  open,
  changed,
  controls,
  onToggle,
}: {
  open: boolean;
  changed: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation('inspect');
  const label = changed ? t('layers.buttonChanged') : t('layers.button');
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={cn(
        'relative inline-flex size-9 items-center justify-center rounded-md border text-slate-800',
        open
          ? 'border-blue-700 bg-blue-100 text-blue-900'
          : 'border-transparent hover:bg-slate-100',
        focusRing,
      )}
    >
      <Layers aria-hidden="true" className="size-5" strokeWidth={1.8} />
      {changed && (
        <span
          aria-hidden="true"
          className="absolute end-1 top-1 size-2 rounded-full bg-orange-600"
        />
      )}
    </button>
  );
}
